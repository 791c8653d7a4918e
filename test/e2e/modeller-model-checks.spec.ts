import { chainDiagram, endEvent, startEvent, task } from '../fixtures/diagrams';
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
const DISCONNECTED_TASK = chainDiagram(
  {
    processId: 'Process_Checks',
    centreY: 120,
    flowPrefix: 'F',
    looseTasks: [{ id: 'Lonely', name: 'Vergessen', x: 240, y: 240 }],
  },
  [
    startEvent('Start', 152, 'Antrag da'),
    task('Check', 240, 'Antrag prüfen'),
    endEvent('End', 392, 'Erledigt'),
  ],
);

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
