import { expect, test } from './fixtures';
import { canvas, newModelAsModeller, openModel } from './modeller-helpers';
import { unique } from './processes-helpers';

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
