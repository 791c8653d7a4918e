import { chainDiagram } from '../fixtures/diagrams';
import { expect, test } from './fixtures';
import { canvas, newModelAsModeller, openModel } from './modeller-helpers';
import { unique } from './processes-helpers';

/** Start → 'Antrag prüfen' → end, and 'Vergessen', a task nobody connected. */
const DISCONNECTED_TASK = chainDiagram({
  processId: 'Process_Checks',
  centreY: 120,
  flowPrefix: 'F',
  nodes: [
    { kind: 'startEvent', id: 'Start', name: 'Antrag da', x: 152 },
    { kind: 'task', id: 'Check', name: 'Antrag prüfen', x: 240 },
    { kind: 'endEvent', id: 'End', name: 'Erledigt', x: 392 },
  ],
  looseTasks: [{ id: 'Lonely', name: 'Vergessen', x: 240, y: 240 }],
});

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
