import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, login, signedInAs, test } from './fixtures';
import {
  apiFolder,
  apiModel,
  downloadNamePattern,
  expandFolder,
  fileOnDisk,
  folderRow,
  openProcessList,
  processRow,
  SCREENSHOTS,
  searchFor,
  unique,
} from './processes-helpers';

async function openActions(page: Page, fileName: string) {
  await page.getByRole('button', { name: `Weitere Aktionen für ${fileName}` }).click();
  return page.getByRole('menu');
}

test.describe('model lifecycle as the owner', () => {
  signedInAs(DEMO_USERS.modeller);

  test('renames, moves, downloads, transfers to the admin and deletes with confirmation', async ({
    page,
  }) => {
    const from = unique('Quelle');
    const to = unique('Ziel');
    const fromId = await apiFolder(page, from);
    await apiFolder(page, to);
    const name = unique('Reise buchen');
    const doomed = unique('Alt');
    await apiModel(page, name, fromId);
    await apiModel(page, doomed, fromId);
    await openProcessList(page);
    await searchFor(page, name.split(' ').at(-1) ?? name);
    let table = await expandFolder(page, from);

    // Rename through 'Bearbeiten' (file name and folder required).
    await (await openActions(page, name)).getByRole('menuitem', { name: 'Bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Prozess bearbeiten' });
    const nameField = edit.getByRole('textbox', { name: 'Prozessname' });
    await nameField.fill('');
    await expect(edit.getByText('Bitte geben Sie einen Namen für das Prozessmodell ein.')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    const renamed = `${name} neu`;
    await nameField.fill(renamed);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(processRow(table, renamed)).toBeVisible();

    // Move to another folder through the folder choice.
    await (await openActions(page, renamed)).getByRole('menuitem', { name: 'In Ordner verschieben' }).click();
    const choose = page.getByRole('dialog', { name: 'Ordner wählen' });
    await expect(choose.getByRole('radio', { name: from })).toHaveCount(0);
    await choose.getByRole('radio', { name: to }).check();
    await choose.getByRole('button', { name: 'Verschieben' }).click();
    await expect(choose).toBeHidden();
    table = page.getByRole('table', { name: to, exact: true });
    await expect(processRow(table, renamed)).toBeVisible();
    await expect(folderRow(page, from)).toHaveCount(0);

    // Download as PDF: the diagram drawn as the modeller exports it, A4 landscape.
    await (await openActions(page, renamed)).getByRole('menuitem', { name: 'Herunterladen' }).click();
    let download = page.getByRole('dialog', { name: 'Prozessmodell herunterladen' });
    const pdfSaved = page.waitForEvent('download');
    await download.getByRole('button', { name: /PDF/ }).click();
    const pdfFile = await pdfSaved;
    expect(pdfFile.suggestedFilename()).toMatch(downloadNamePattern(renamed, '.pdf'));
    const pdf = await readFile(await pdfFile.path());
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(join(SCREENSHOTS, 'process-list-download.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
    await expect(download).toBeHidden();

    // Download as BPMN: the stored diagram, its process named as the model is now.
    await (await openActions(page, renamed)).getByRole('menuitem', { name: 'Herunterladen' }).click();
    download = page.getByRole('dialog', { name: 'Prozessmodell herunterladen' });
    await expect(download.getByText(`Der Prozess darin heißt wie das Modell: "${renamed}".`)).toBeVisible();
    const saved = page.waitForEvent('download');
    await download.getByRole('button', { name: /BPMN/ }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(downloadNamePattern(renamed, '.bpmn'));
    const xml = await readFile(await file.path(), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<bpmn:definitions/);
    expect(xml.match(/<\?xml/g)).toHaveLength(1);
    expect(xml).toContain(`<bpmn:process id="Process_`);
    expect(xml).toContain(`name="${renamed}"`);
    expect(xml).not.toContain(`name="${name}"`);
    await expect(download).toBeHidden();

    // Transfer ownership to the admin: the row keeps only 'Öffnen' for the modeller.
    await (await openActions(page, renamed)).getByRole('menuitem', { name: 'Eigentum übertragen' }).click();
    const transfer = page.getByRole('dialog', { name: 'Eigentum übertragen' });
    await expect(transfer.getByRole('button', { name: 'Übertragen' })).toBeDisabled();
    await transfer.getByRole('combobox', { name: 'Neuer Eigentümer' }).fill('Anna');
    await page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' }).click();
    await transfer.getByRole('button', { name: 'Übertragen' }).click();
    await expect(transfer).toBeHidden();
    const transferred = processRow(table, renamed);
    await expect(transferred.getByText('AD', { exact: true })).toBeVisible();
    await expect(transferred.getByRole('button', { name: `Weitere Aktionen für ${renamed}` })).toHaveCount(0);
    await expect(transferred.getByRole('link', { name: `Öffnen: ${renamed}` })).toBeVisible();

    // Delete the other model, after the warning about everything that goes with it.
    await searchFor(page, doomed);
    table = await expandFolder(page, from);
    await (await openActions(page, doomed)).getByRole('menuitem', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Prozessmodell löschen' });
    await expect(confirm).toContainText('Kommentare, Dokumente, Fragen und Umfragen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Es sind keine Prozesse verfügbar')).toBeVisible();
  });

  test('shares a folder with the admin, who then finds its model among the shared processes', async ({
    page,
    browser,
  }) => {
    const folderName = unique('Geteilt');
    const folderId = await apiFolder(page, folderName);
    const name = unique('Urlaub beantragen');
    await apiModel(page, name, folderId);
    await openProcessList(page);

    await folderRow(page, folderName)
      .getByRole('button', { name: `Ordner teilen: ${folderName}` })
      .click();
    const share = page.getByRole('dialog', { name: `Ordner "${folderName}" teilen` });
    await expect(share.getByText(/werden alle darin enthaltenen Prozessmodelle/)).toBeVisible();
    await expect(share.getByText('Der Ordner ist mit niemandem geteilt.')).toBeVisible();
    await share.getByRole('combobox', { name: 'Nutzer hinzufügen' }).click();
    await expect(page.getByRole('option', { name: /modeller@demo\.local/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' }).click();
    await expect(share.getByRole('list')).toContainText('Anna Admin (admin@demo.local)');
    await share.getByRole('button', { name: 'Speichern' }).click();
    await expect(share).toBeHidden();
    await expect(page.getByText('Die Freigaben des Ordners wurden gespeichert')).toBeVisible();

    const admin = await browser.newPage();
    await login(admin, DEMO_USERS.admin);
    await openProcessList(admin, '?tab=2');
    await searchFor(admin, name);
    const table = await expandFolder(admin, folderName);
    const row = processRow(table, name);
    await expect(row).toBeVisible();
    await expect(row.getByText('MO', { exact: true })).toBeVisible();
    // Not the admin's own: no owner actions.
    await expect(row.getByRole('button', { name: `Weitere Aktionen für ${name}` })).toHaveCount(0);
    await admin.close();
  });

  test('shares a single model with a user and withdraws it again', async ({ page }) => {
    const name = unique('Einzeln');
    await apiModel(page, name);
    await openProcessList(page);
    await searchFor(page, name);
    await expandFolder(page, 'Default');
    await (await openActions(page, name)).getByRole('menuitem', { name: 'Teilen' }).click();
    const dialog = page.getByRole('dialog', { name: `Prozessmodell "${name}" teilen` });
    await expect(dialog.getByRole('button', { name: 'Teilen' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Nutzer' }).click();
    // Mia Mitarbeiter has no role that opens models: she is not offered.
    await expect(page.getByRole('option', { name: /mitarbeiter@demo\.local/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' }).click();
    await dialog.getByRole('button', { name: 'Teilen' }).click();
    const remove = dialog.getByRole('button', {
      name: 'Freigabe für Anna Admin (admin@demo.local) entfernen',
    });
    await expect(remove).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Nutzer' }).click();
    await expect(page.getByRole('option', { name: /admin@demo\.local/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await remove.click();
    await expect(dialog.getByText('Das Prozessmodell ist mit niemandem einzeln geteilt.')).toBeVisible();
  });
});

test('screenshots of the process list, its dialogs and the viewer', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  const folderName = unique('Personal');
  const folderId = await apiFolder(page, folderName);
  const first = await apiModel(page, unique('Bewerbung prüfen'), folderId);
  const second = unique('Onboarding planen');
  await apiModel(page, second, folderId);
  const shot = async (file: string) => {
    await page.waitForTimeout(400); // let transitions finish
    await page.screenshot({ path: join(SCREENSHOTS, file) });
  };

  await openProcessList(page);
  await expandFolder(page, folderName);
  await shot('processes-list.png');
  await openActions(page, second);
  await shot('processes-actions-menu.png');
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await shot('processes-delete-dialog.png');
  await page.keyboard.press('Escape');

  for (const [button, title, file] of [
    ['Neuer Ordner', 'Neuer Ordner', 'processes-folder-dialog.png'],
    ['Neues Prozessmodell', 'Neues Prozessmodell', 'processes-mode-dialog.png'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await shot(file);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: 'Filteroptionen' }).click();
  await shot('processes-filter.png');

  await folderRow(page, folderName)
    .getByRole('button', { name: `Ordner teilen: ${folderName}` })
    .click();
  await page.getByRole('combobox', { name: 'Nutzer hinzufügen' }).click();
  await page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' }).click();
  await shot('processes-share-dialog.png');
  await page.keyboard.press('Escape');

  await openProcessList(page, '?dialog=create');
  await shot('processes-create-dialog.png');
  await openProcessList(page, '?dialog=import');
  const dialog = page.getByRole('dialog', { name: 'Prozessmodell importieren' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(fileOnDisk('kaputt.bpmn', { fixture: 'error-duplicate-ids.bpmn' }));
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(dialog.getByText(/kein gültiges BPMN-2.0-Modell/)).toBeVisible();
  await shot('processes-import-refused.png');
  const imported = unique('Bewerbung Signavio');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(fileOnDisk(`${imported}.bpmn`, { fixture: 'bewerbung-signavio-complex.bpmn' }));
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: imported })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('bpmn-canvas').locator('.djs-element.djs-shape').count())
    .toBeGreaterThan(20);
  await shot('processes-viewer-signavio.png');

  await page.goto(`/modelEdit/${first}`);
  await expect(page.getByTestId('bpmn-canvas').locator('.djs-element.djs-shape').first()).toBeVisible();
  await shot('processes-viewer-empty.png');
});
