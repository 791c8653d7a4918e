import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { newModelAsModeller, openModel, shapes } from './modeller-helpers';
import { BPMN_FIXTURES, unique } from './processes-helpers';

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
