import { expect, login, test } from './fixtures';
import {
  apiSaveDiagram,
  contextPadEntry,
  diagramWithSubprocess,
  openModel,
  startEditing,
} from './modeller-helpers';
import { api, apiModel, expandFolder, openProcessList, processRow, unique } from './processes-helpers';

/** Process objects, linking a role to a task, the role's delete refused, the list filter. */
test.describe('process objects and resources', () => {
  test('create objects, link a role to a task, the role stays; filter the process list by it', async ({
    page,
  }) => {
    await login(page, 'modeller@demo.local');
    const roleName = unique('Prüferin');
    const systemName = unique('SAP');
    const deptName = unique('Einkauf');

    await page.goto('/contextItems');
    await expect(page.getByRole('heading', { level: 1, name: 'Prozessobjekte' })).toBeVisible();
    // Department with a colour.
    await page.getByRole('button', { name: 'Abteilung hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Objekt hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(deptName);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: deptName, exact: true })).toBeVisible();
    // System.
    await page.getByRole('tab', { name: 'Systeme' }).click();
    await page.getByRole('button', { name: 'System hinzufügen' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(systemName);
    await dialog.getByRole('textbox', { name: 'Beschreibung' }).fill('ERP');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('cell', { name: systemName, exact: true })).toBeVisible();
    // Role.
    await page.getByRole('tab', { name: 'Rollen' }).click();
    await page.getByRole('button', { name: 'Rolle hinzufügen' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(roleName);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const roleRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: roleName, exact: true }) });
    await expect(roleRow).toBeVisible();
    await roleRow.hover();
    await expect(roleRow.getByRole('button', { name: `Löschen ${roleName}` })).toBeVisible();

    // Link the role to a task in the modeller.
    const modelName = unique('Antrag');
    const uuid = await apiModel(page, modelName);
    await apiSaveDiagram(page, uuid, diagramWithSubprocess());
    await openModel(page, uuid);
    await startEditing(page);
    await contextPadEntry(page, 'Task_Check', 'Ressourcen verknüpfen');
    const picker = page.getByRole('dialog', { name: 'Ressourcen: Antrag prüfen' });
    await picker.getByRole('combobox', { name: 'Rollen' }).click();
    await page.getByRole('option', { name: roleName, exact: true }).click();
    await expect(picker.getByRole('button', { name: roleName, exact: true })).toBeVisible();
    // The role's characteristics and an assessment (Gut/Mittel/Schlecht).
    await picker.getByRole('button', { name: `Merkmale von ${roleName}` }).click();
    await picker.getByRole('textbox', { name: 'Neues Merkmal' }).fill('Anträge prüfen');
    await picker.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(picker.getByText('Anträge prüfen', { exact: true })).toBeVisible();
    await picker
      .getByRole('group', { name: 'Bewertung Anträge prüfen' })
      .getByRole('button', { name: 'Gut' })
      .click();
    await picker.getByRole('button', { name: 'Bewertung speichern' }).click();
    await expect(picker.getByText(/Letzte Bewertung vom/)).toBeVisible();
    await expect
      .poll(async () => {
        const resources = await api<{ name: string; connected: boolean }[]>(
          page,
          'GET',
          '/connectedRessource/ressourceType/ROLE',
        );
        return resources.find((r) => r.name === roleName)?.connected;
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // The connected role can no longer be deleted.
    await page.goto('/contextItems');
    await page.getByRole('tab', { name: 'Rollen' }).click();
    await roleRow.hover();
    await expect(roleRow.getByRole('button', { name: `Bearbeiten ${roleName}` })).toBeVisible();
    await expect(roleRow.getByRole('button', { name: `Löschen ${roleName}` })).toHaveCount(0);

    // Filter the process list by the role: only the linked model remains, its folder expanded.
    const other = unique('Ohne Rolle');
    await apiModel(page, other);
    await openProcessList(page);
    await page.getByRole('button', { name: 'Filteroptionen' }).click();
    await page.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Anwenden' }).click();
    const table = await expandFolder(page, 'Default');
    await expect(processRow(table, modelName)).toBeVisible();
    await expect(processRow(table, other)).toHaveCount(0);
  });

  test('mitarbeiter cannot reach the process objects', async ({ page }) => {
    await login(page, 'mitarbeiter@demo.local');
    await page.goto('/contextItems');
    await expect(page.getByRole('heading', { level: 1, name: 'Prozessobjekte' })).toHaveCount(0);
  });
});
