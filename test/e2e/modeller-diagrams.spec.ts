import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { canvas, newModelAsModeller, openModel, shapes } from './modeller-helpers';
import { BPMN_FIXTURES, unique } from './processes-helpers';

const MIWG = resolve(import.meta.dirname, '../fixtures/bpmn-miwg');

/**
 * MIWG C.5.0 has two diagrams: the collaboration 'Create New Customer' (44 shapes) and the called
 * process 'Check for connected clients' (6 shapes). ADONIS and ARIS write the small one first;
 * the file is stored that way here, so the modeller must not simply open the first diagram.
 */
function calledProcessFirst(): string {
  const xml = readFileSync(join(BPMN_FIXTURES, 'miwg-C.5.0.bpmn'), 'utf8');
  const diagrams = [...xml.matchAll(/<bpmndi:BPMNDiagram\b[\s\S]*?<\/bpmndi:BPMNDiagram>/g)].map((m) => m[0]);
  const [main, called] = diagrams;
  if (!main || !called) throw new Error('fixture without two diagrams');
  return xml.replace(main, '\u0000').replace(called, main).replace('\u0000', called);
}

test('a file whose first diagram is a small called process opens on its collaboration, and the picker shows the other', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Zwei Diagramme'), calledProcessFirst());
  await openModel(page, uuid);

  const picker = page.getByRole('combobox', { name: 'Diagramm' });
  await expect(picker).toHaveText(/^Create New Customer \(\d+ Elemente\)$/);
  await expect.poll(() => shapes(page).count()).toBeGreaterThan(30);

  await picker.click();
  await expect(page.getByRole('option')).toHaveText([/^Check for connected clients/, /^Create New Customer/]);
  await page.getByRole('option', { name: /^Check for connected clients/ }).click();
  await expect(picker).toHaveText(/^Check for connected clients/);
  await expect.poll(() => shapes(page).count()).toBeLessThan(20);
});

test('MIWG B.1.0: the content of the expanded call activity is drawn inside it, read-only', async ({
  page,
}) => {
  const xml = readFileSync(join(MIWG, 'B.1.0.bpmn'), 'utf8');
  const uuid = await newModelAsModeller(page, unique('Aufrufaktivität'), xml);
  await openModel(page, uuid);

  // The called process's start event, task and end event and their two flows, inside the activity.
  const content = canvas(page).locator(
    '.djs-element[data-element-id="_ba16239e-181e-4b9f-bc5b-0bb2ee973450"] .pp-call-activity-content',
  );
  const parts = content.locator('.pp-call-activity-content-element');
  await expect(parts).toHaveCount(5);
  await expect(content).toContainText('Abstract Task 4');
  await expect(content).toContainText('Start Event None 1');
  // None of it is an element of the diagram: a click on it selects the call activity.
  expect(
    await shapes(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-element-id'))),
  ).not.toContain('_c57a5344-213f-4834-a6c3-94ce878b413c');
  await parts.filter({ hasText: 'Abstract Task 4' }).click({ force: true });
  await expect(canvas(page).locator('.djs-element.selected')).toHaveAttribute(
    'data-element-id',
    '_ba16239e-181e-4b9f-bc5b-0bb2ee973450',
  );
});
