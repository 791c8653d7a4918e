import { DEMO_USERS, expect, login, signedInAs, test } from './fixtures';
import {
  apiFolder,
  apiModel,
  expandFolder,
  fileOnDisk,
  folderRow,
  openCreateModelDialog,
  openProcessList,
  processRow,
  searchFor,
  unique,
} from './processes-helpers';

const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

test.describe('process list as the modeller', () => {
  signedInAs(DEMO_USERS.modeller);

  test('creates a folder with role rights, edits and deletes it, with the German validation', async ({
    page,
  }) => {
    const name = unique('Einkauf');
    await openProcessList(page);
    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Ordner' });
    await expect(dialog).toBeVisible();

    // Name required; the own role comes preset with read and write.
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog.getByText('Sie müssen den Ordnernamen ausfüllen!')).toBeVisible();
    const nameField = dialog.getByRole('textbox', { name: 'Ordnername (max. 100 Zeichen)' });
    await nameField.fill(name);
    await expect(dialog.getByText('Sie müssen den Ordnernamen ausfüllen!')).toBeHidden();

    const ownRead = dialog.getByRole('switch', { name: 'Prozesse anzeigen: Modellierer' });
    const ownWrite = dialog.getByRole('switch', { name: 'Prozesse bearbeiten: Modellierer' });
    await expect(ownWrite).toBeChecked();
    await expect(ownRead).toBeChecked();
    await expect(ownRead).toBeDisabled();

    // Without read for one of the own roles the server's rule shows, listing the own roles.
    await ownWrite.click();
    await expect(ownRead).toBeEnabled();
    await ownRead.click();
    await expect(
      dialog.getByText(
        'Die Berechtigung "Prozesse anzeigen" muss mindestens einer Rolle Ihres Kontos erteilt werden. Ihre Rollen: Modellierer',
      ),
    ).toBeVisible();

    // Write implies read: switching write on locks read on.
    const employeeRead = dialog.getByRole('switch', { name: 'Prozesse anzeigen: Mitarbeiter' });
    await dialog.getByRole('switch', { name: 'Prozesse bearbeiten: Mitarbeiter' }).click();
    await expect(employeeRead).toBeChecked();
    await expect(employeeRead).toBeDisabled();

    await ownRead.click();
    await expect(dialog.getByText(/Die Berechtigung "Prozesse anzeigen"/)).toBeHidden();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog).toBeHidden();

    const row = folderRow(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('folder-count')).toHaveText('0 Prozesse');
    await expect(row.getByText('MO', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText(DATE_TIME);

    // The creator edits it: the rights come back as saved.
    await row.getByRole('button', { name: `Ordner bearbeiten: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Ordner bearbeiten' });
    await expect(edit.getByRole('switch', { name: 'Prozesse anzeigen: Modellierer' })).toBeChecked();
    await expect(edit.getByRole('switch', { name: 'Prozesse bearbeiten: Modellierer' })).not.toBeChecked();
    await expect(edit.getByRole('switch', { name: 'Prozesse bearbeiten: Mitarbeiter' })).toBeChecked();
    const renamed = `${name} neu`;
    await edit.getByRole('textbox', { name: 'Ordnername (max. 100 Zeichen)' }).fill(renamed);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(folderRow(page, renamed)).toBeVisible();

    // Delete with the spec's confirmation.
    await folderRow(page, renamed)
      .getByRole('button', { name: `Ordner löschen: ${renamed}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Ordner löschen' });
    await expect(confirm.getByText('Möchten Sie den Ordner wirklich unwiderruflich löschen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(folderRow(page, renamed)).toHaveCount(0);
  });

  test('the Default folder belongs to the admin: no folder actions for the modeller', async ({ page }) => {
    await openProcessList(page);
    const row = folderRow(page, 'Default');
    await expect(row).toBeVisible();
    await expect(row.getByText('AD', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Ordner (bearbeiten|teilen|löschen)/ })).toHaveCount(0);
  });

  test('creates a model in a writable folder and lands in the modeller, ready to edit', async ({ page }) => {
    const folderName = unique('Vertrieb');
    await apiFolder(page, folderName);
    const name = unique('Angebot erstellen');
    await openProcessList(page);

    const dialog = await openCreateModelDialog(page);
    await expect(
      dialog.getByText('Es können nur Ordner mit Schreibberechtigung gewählt werden'),
    ).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Erstellen' });
    await expect(create).toBeDisabled();
    // Default is writable and preselected; the name is still missing.
    await expect(dialog.getByRole('combobox', { name: 'Ordner' })).toHaveText('Default');
    await dialog.getByRole('textbox', { name: 'Name des Prozessmodells' }).fill('   ');
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name des Prozessmodells' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Ordner' }).click();
    await page.getByRole('option', { name: folderName }).click();
    await expect(create).toBeEnabled();
    await create.click();

    // isNew opens the model in edit mode at once; the address then drops the flag.
    await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Das Prozessmodell wurde angelegt.')).toBeVisible();
    // The empty model's start event is drawn by bpmn-js.
    await expect(page.getByTestId('bpmn-canvas').locator('.djs-element.djs-shape').first()).toBeVisible();

    await page.getByRole('link', { name: 'Zurück zur Prozessliste' }).click();
    await expect(page).toHaveURL(/\/processList$/);
    const table = await expandFolder(page, folderName);
    const row = processRow(table, name);
    await expect(row).toBeVisible();
    await expect(row.getByText('MO', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  test("the start page's cards open the create and import dialogs", async ({ page }) => {
    await page.getByRole('link', { name: /Modell erstellen/ }).click();
    await expect(page).toHaveURL(/\/processList$/);
    const create = page.getByRole('dialog', { name: 'Prozessmodell erstellen' });
    await expect(create).toBeVisible();
    await create.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(create).toBeHidden();

    await page.goto('/menu');
    await page.getByRole('link', { name: /Modell importieren/ }).click();
    await expect(page.getByRole('dialog', { name: 'Prozessmodell importieren' })).toBeVisible();
  });

  test('imports a real-world Signavio model, refuses broken files with the German message', async ({
    page,
  }) => {
    const name = unique('Bewerbung');
    await openProcessList(page, '?dialog=import');
    const dialog = page.getByRole('dialog', { name: 'Prozessmodell importieren' });
    const submit = dialog.getByRole('button', { name: 'Importieren' });
    const input = dialog.locator('input[type="file"]');

    // Wrong ending: refused in the browser.
    await input.setInputFiles(fileOnDisk('notiz.txt', { text: 'kein bpmn' }));
    await expect(
      dialog.getByText(
        'Sie müssen eine Datei mit der Endung .bpmn auswählen um ein Prozessmodell zu importieren',
      ),
    ).toBeVisible();
    await expect(submit).toBeDisabled();

    // Duplicate ids: the server refuses it and nothing is stored.
    await input.setInputFiles(fileOnDisk(`${name} defekt.bpmn`, { fixture: 'error-duplicate-ids.bpmn' }));
    await dialog.getByRole('combobox', { name: 'Ordner' }).click();
    await page.getByRole('option', { name: 'Default' }).click();
    await submit.click();
    await expect(
      dialog.getByText('Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/processList$/);

    // The real-world model.
    await input.setInputFiles(fileOnDisk(`${name}.bpmn`, { fixture: 'bewerbung-signavio-complex.bpmn' }));
    await expect(dialog.getByTestId('import-file-name')).toHaveText(`${name}.bpmn`);
    await submit.click();
    // isNew opens the model in edit mode at once; the address then drops the flag.
    await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect
      .poll(() => page.getByTestId('bpmn-canvas').locator('.djs-element.djs-shape').count())
      .toBeGreaterThan(20);

    await openProcessList(page);
    await searchFor(page, name);
    const table = await expandFolder(page, 'Default');
    await expect(table.getByTestId('process-row')).toHaveCount(1);
    await expect(processRow(table, name)).toBeVisible();
  });

  test('searches case-insensitively, offers honest filter options, switches tabs', async ({ page }) => {
    const folderName = unique('Suche');
    const folderId = await apiFolder(page, folderName);
    const tag = unique('Qx');
    await apiModel(page, `Rechnung ${tag} prüfen`, folderId);
    await apiModel(page, `Mahnung ${tag} senden`, folderId);
    await openProcessList(page);

    await searchFor(page, `RECHNUNG ${tag.toUpperCase()}`);
    await expect(page.getByTestId('folder-row')).toHaveCount(1);
    await expect(folderRow(page, folderName).getByTestId('folder-count')).toHaveText('1 Prozess');
    const table = await expandFolder(page, folderName);
    await expect(table.getByTestId('process-row')).toHaveCount(1);
    await expect(processRow(table, `Rechnung ${tag} prüfen`)).toBeVisible();

    await searchFor(page, `${tag} nichts`);
    await expect(page.getByText('Es sind keine Prozesse verfügbar')).toBeVisible();

    // System, Rolle, Abteilung offer the client's process objects (filtering by them:
    // resources.spec.ts), so none of them says 'Noch nicht verfügbar' any more.
    await page.getByRole('button', { name: 'Filteroptionen' }).click();
    const panel = page.getByRole('region', { name: 'Filteroptionen' });
    for (const label of ['System', 'Rolle', 'Abteilung']) {
      await expect(panel.getByRole('combobox', { name: label })).toBeVisible();
    }
    await expect(panel.getByText('Noch nicht verfügbar')).toHaveCount(0);
    await expect(panel.getByRole('combobox', { name: 'Prozessart' })).toHaveCount(0);

    // Reset clears the search and collapses every folder.
    // The folder stays expanded from before; reset collapses it.
    await searchFor(page, tag);
    await expect(page.getByRole('button', { name: `Ordner ${folderName} zuklappen` })).toBeVisible();
    await panel.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(page.getByRole('searchbox', { name: 'Prozess suchen' })).toHaveValue('');
    await expect(page.getByRole('button', { name: `Ordner ${folderName} aufklappen` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ordner Default aufklappen' })).toBeVisible();

    // Tabs: own processes, shared ones (none for the modeller), no review tab today.
    const tabs = page.getByRole('tablist', { name: 'Prozessansicht' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Alle Prozesse',
      'Meine Prozesse',
      'Freigegebene Prozesse',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Alle Prozesse' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Meine Prozesse' }).click();
    await expect(page).toHaveURL(/\?tab=1$/);
    await searchFor(page, tag);
    await expect(folderRow(page, folderName).getByTestId('folder-count')).toHaveText('2 Prozesse');
    await tabs.getByRole('tab', { name: 'Freigegebene Prozesse' }).click();
    await expect(page).toHaveURL(/\?tab=2$/);
    await expect(page.getByText('Es sind keine Prozesse verfügbar')).toBeVisible();
  });

  test('a model that does not exist shows a clear 404 in the viewer', async ({ page }) => {
    await page.goto('/modelEdit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Prozessmodell nicht gefunden' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Prozessliste' }).click();
    await expect(page).toHaveURL(/\/processList$/);
    await page.goto('/modelEdit/kein-modell');
    await expect(page.getByRole('heading', { level: 1, name: 'Prozessmodell nicht gefunden' })).toBeVisible();
  });
});

test('an employee opening /processList is sent to /error/403', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/processList');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
});
