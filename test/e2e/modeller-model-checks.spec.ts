import { expect, test } from './fixtures';
import {
  canvas,
  contextPadEntry,
  element,
  newModelAsModeller,
  openModel,
  startEditing,
} from './modeller-helpers';
import { api, unique } from './processes-helpers';

/** Start → 'Antrag prüfen' → end, and 'Vergessen', a task nobody connected. */
const DISCONNECTED_TASK = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Defs_Checks" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_Checks" isExecutable="false">
    <bpmn:startEvent id="Start" name="Antrag da"><bpmn:outgoing>F1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Check" name="Antrag prüfen"><bpmn:incoming>F1</bpmn:incoming><bpmn:outgoing>F2</bpmn:outgoing></bpmn:task>
    <bpmn:endEvent id="End" name="Erledigt"><bpmn:incoming>F2</bpmn:incoming></bpmn:endEvent>
    <bpmn:task id="Lonely" name="Vergessen" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Check" />
    <bpmn:sequenceFlow id="F2" sourceRef="Check" targetRef="End" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Checks">
    <bpmndi:BPMNPlane id="Plane_Checks" bpmnElement="Process_Checks">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Check_di" bpmnElement="Check"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Lonely_di" bpmnElement="Lonely"><dc:Bounds x="240" y="240" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="F1_di" bpmnElement="F1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="F2_di" bpmnElement="F2"><di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

test("'Modell prüfen' shows a disconnected task's German finding on the element and in the list; a click selects it", async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Modellprüfung'), DISCONNECTED_TASK);
  await openModel(page, uuid);
  const toolbar = page.getByRole('toolbar', { name: 'Werkzeugleiste' });
  await toolbar.getByRole('button', { name: 'Modell prüfen' }).click();

  // On the element: an error marker with the German text, nothing on the connected flow.
  const marker = canvas(page).locator('.pp-check-marker');
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute('data-element-id', 'Lonely');
  await expect(marker).toHaveAttribute('data-severity', 'error');
  await expect(marker).toHaveAttribute(
    'aria-label',
    'Fehler: Das Element ist mit keinem anderen Element verbunden.',
  );

  // In the list, naming the element; a click selects it on the canvas.
  const panel = page.getByRole('region', { name: 'Modellprüfung' });
  await expect(panel.getByText('1 Fehler, 0 Warnungen')).toBeVisible();
  const finding = panel.getByTestId('model-check-finding');
  await expect(finding).toHaveCount(1);
  await expect(finding).toContainText('Das Element ist mit keinem anderen Element verbunden.');
  await expect(finding).toContainText('Vergessen · Aufgabe');
  await expect(panel).not.toContainText(/\b(is|not|missing|connected)\b/);
  await finding.click();
  await expect(canvas(page).locator('.djs-element.selected')).toHaveAttribute('data-element-id', 'Lonely');

  // Switched off, the markers go.
  await toolbar.getByRole('button', { name: 'Modell prüfen' }).click();
  await expect(panel).toBeHidden();
  await expect(marker).toHaveCount(0);
});

test('a release request runs the model checks first: a disconnected task blocks it, connected it goes through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const uuid = await newModelAsModeller(page, unique('Freigabe geprüft'), DISCONNECTED_TASK);
  await api(page, 'PUT', `/bpmn/${uuid}/releaseEnabled`, { releaseEnabled: true });
  await openModel(page, uuid);
  await startEditing(page);
  const dialog = page.getByRole('dialog', { name: 'Prozess zur Freigabe versenden' });
  const send = dialog.getByRole('button', { name: 'Zur Freigabe versenden' });

  // Errors block the request: the finding names the element and is marked on it.
  await page.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
  const checks = dialog.getByTestId('release-checks');
  await expect(checks).toContainText('Ein Modell mit Fehlern kann nicht zur Freigabe versendet werden');
  const finding = checks.getByTestId('model-check-finding');
  await expect(finding).toHaveCount(1);
  await expect(finding).toContainText('Das Element ist mit keinem anderen Element verbunden.');
  await expect(finding).toContainText('Vergessen · Aufgabe');
  await expect(send).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Prüfer' })).toHaveCount(0);
  const marker = canvas(page).locator('.pp-check-marker[data-element-id="Lonely"]');
  await expect(marker).toHaveAttribute('data-severity', 'error');
  // A click on the finding closes the dialog and selects the element.
  await finding.click();
  await expect(dialog).toBeHidden();
  await expect(canvas(page).locator('.djs-element.selected')).toHaveAttribute('data-element-id', 'Lonely');

  // Connected to the end event, no error is left; its missing start is a warning to acknowledge.
  await contextPadEntry(page, 'Lonely', 'Mit anderem Element verbinden');
  const end = await element(page, 'End').boundingBox();
  if (!end) throw new Error('end event not visible');
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 4 });
  await page.mouse.click(end.x + end.width / 2, end.y + end.height / 2);
  await expect(canvas(page).locator('.djs-connection[data-element-id^="Flow_"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
  await expect(checks).toContainText('Die Modellprüfung hat Warnungen gefunden.');
  await expect(checks.locator('[data-severity="error"]')).toHaveCount(0);
  await expect(checks.getByTestId('model-check-finding')).toContainText([
    'Der Ablauf beginnt hier ohne Startereignis.',
  ]);
  await dialog.getByRole('button', { name: 'Trotzdem anfordern' }).click();
  await dialog.getByRole('combobox', { name: 'Prüfer' }).click();
  await page.getByRole('option', { name: /admin@demo\.local/ }).click();
  await dialog.getByRole('textbox', { name: 'Kommentar' }).fill('Jetzt verbunden');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Die Freigabeanfrage wurde versendet.')).toBeVisible();
  await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('In Prüfung · v1');
});
