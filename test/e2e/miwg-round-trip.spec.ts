import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { describeXmlDifferences, xmlDifferences } from '../support/xml-equivalence';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { canvas, contextPadEntry, shapes } from './modeller-helpers';
import { api, fileOnDisk, unique } from './processes-helpers';

/**
 * Every MIWG reference model (test/fixtures/bpmn-miwg, CC BY 3.0) is imported through
 * the process list as a user does, opened in the modeller, saved there without a lasting edit, and
 * the stored XML must still say everything the imported one said: no shape, edge or semantic
 * element the modeller did not show or change may be lost.
 */
const MIWG = resolve(import.meta.dirname, '../fixtures/bpmn-miwg');
/** The suite's intentionally invalid file (unresolved references): the import refuses it. */
const INVALID = new Set(['C.8.1.bpmn']);
const REFERENCE_FILES = readdirSync(MIWG).filter((file) => file.endsWith('.bpmn') && !INVALID.has(file));

// Large files take a while to import and draw on a busy machine.
test.describe.configure({ timeout: 120_000 });

let context: BrowserContext;
let page: Page;

// One signed-in browser for all files keeps the run short (one login instead of one per file).
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  await login(page, DEMO_USERS.modeller);
});

test.afterAll(async () => {
  await context.close();
});

/** Imports a fixture through 'Prozessmodell importieren'; the new model opens in edit mode. */
async function importThroughDialog(file: string, name: string): Promise<string> {
  await page.goto('/processList?dialog=import');
  const dialog = page.getByRole('dialog', { name: 'Prozessmodell importieren' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(fileOnDisk(`${name}.bpmn`, { text: readFileSync(join(MIWG, file), 'utf8') }));
  await dialog.getByRole('combobox', { name: 'Ordner' }).click();
  await page.getByRole('option', { name: 'Default' }).click();
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus', { timeout: 30_000 });
  await expect(shapes(page).first()).toBeVisible({ timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function storedXml(uuid: string): Promise<string> {
  const model = await api<{ diagramXML: string }>(page, 'GET', `/bpmn/${uuid}`);
  return model.diagramXML;
}

/**
 * 'Speichern' only saves a changed diagram, so the test adds a note from the palette and deletes it
 * again: the diagram counts as changed, its content is what was imported. Zoomed out first, so the
 * note lands on empty canvas above the diagram.
 */
async function addAndRemoveNote(): Promise<void> {
  const zoomOut = page.getByRole('button', { name: 'Verkleinern' });
  for (let step = 0; step < 4; step++) await zoomOut.click();
  const before = await shapeIds();
  await canvas(page)
    .locator('.djs-palette')
    .getByRole('button', { name: 'Notiz erstellen', exact: true })
    .click();
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('canvas not visible');
  const x = box.x + box.width / 2;
  const y = box.y + 40;
  await page.mouse.move(x - 10, y + 10);
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.click(x, y);
  await expect.poll(async () => (await shapeIds()).length).toBe(before.length + 1);
  const note = (await shapeIds()).find((id) => !before.includes(id)) ?? '';
  // The new note opens its text for typing; Escape leaves it empty.
  await page.keyboard.press('Escape');
  await contextPadEntry(page, note, 'Löschen');
  await expect.poll(shapeIds).toEqual(before);
}

function shapeIds(): Promise<string[]> {
  return shapes(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-element-id') ?? ''));
}

for (const file of REFERENCE_FILES) {
  test(`MIWG ${file}: imported, saved in the modeller without edits, the stored XML says the same`, async () => {
    const original = readFileSync(join(MIWG, file), 'utf8');
    const uuid = await importThroughDialog(file, unique(`MIWG ${file.replace(/\.bpmn$/, '')}`));
    const imported = await storedXml(uuid);
    // C.4.0 and C.5.0 hold several diagrams: the modeller opens the main one and offers the others.
    const diagrams = original.match(/<(\w+:)?BPMNDiagram\b/g)?.length ?? 0;
    if (diagrams > 1) {
      await page.getByRole('combobox', { name: 'Diagramm' }).click();
      await expect(page.getByRole('option')).toHaveCount(diagrams);
      await page.keyboard.press('Escape');
    }

    await addAndRemoveNote();
    const save = page.getByRole('button', { name: 'Speichern', exact: true });
    await save.click();
    await expect(page.getByText('Speichern erfolgreich')).toBeVisible();
    await expect(save).toBeDisabled();

    const saved = await storedXml(uuid);
    const lost = xmlDifferences(imported, saved);
    expect(lost, describeXmlDifferences(lost)).toEqual([]);
    // The import keeps documentation as the elements' descriptions, outside the XML;
    // everything else of the file must be there.
    const fromFile = xmlDifferences(original, saved).filter(
      (difference) => !/^element bpmn:documentation(\[@id="[^"]*"\])? is missing$/.test(difference.message),
    );
    expect(fromFile, describeXmlDifferences(fromFile)).toEqual([]);
  });
}

test('MIWG C.8.1 (dangling references) is refused naming the elements, and imports without them on request', async () => {
  await page.goto('/processList?dialog=import');
  const dialog = page.getByRole('dialog', { name: 'Prozessmodell importieren' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const name = unique('MIWG C.8.1');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(fileOnDisk(`${name}.bpmn`, { text: readFileSync(join(MIWG, 'C.8.1.bpmn'), 'utf8') }));
  await dialog.getByRole('combobox', { name: 'Ordner' }).click();
  await page.getByRole('option', { name: 'Default' }).click();
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.',
  );
  await expect(alert).toContainText(
    'Operation „Send Email (mock)“ (ID _83f1c680-7e06-4a9a-9206-396ed8155a71): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
  );
  await expect(page).toHaveURL(/\/processList/);

  await alert.getByRole('button', { name: 'Ohne die fehlerhaften Verweise importieren' }).click();
  await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(shapes(page).first()).toBeVisible({ timeout: 30_000 });
  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(await storedXml(uuid)).not.toContain('triso:unspecified');
});
