import { DEMO_USERS, expect, login, signedInAs, test } from './fixtures';
import { api, openCreateModelDialog, openProcessList, unique } from './processes-helpers';

/** Custom fields, a model created with its profile, and the process map. */
test.describe('process profiles and the process map', () => {
  signedInAs(DEMO_USERS.modeller);

  test('defines diagram fields, creates a model with a profile and shows it on the map', async ({ page }) => {
    const departmentName = unique('Abteilung');
    const systemName = unique('System');
    const roleName = unique('Rolle');
    for (const [type, name] of [
      ['DEPARTMENT', departmentName],
      ['SYSTEM', systemName],
      ['ROLE', roleName],
    ] as const)
      await api(page, 'POST', '/connectedRessource', { type, name, color: '#AA3300' });

    // Two custom fields for the map's axes, defined in the dialog.
    const selectName = unique('Reife');
    const numberName = unique('Kosten');
    await page.goto('/processCharacteristic');
    await page.getByRole('button', { name: 'Feld definieren' }).click();
    let fieldDialog = page.getByRole('dialog', { name: 'Feld definieren' });
    await fieldDialog.getByRole('textbox', { name: 'Feldname' }).fill(selectName);
    await fieldDialog.getByRole('button', { name: 'Stufen übernehmen (Gering, Mittel, Hoch)' }).click();
    await fieldDialog.getByLabel('Als Achse der Prozesslandkarte verwenden').check();
    await fieldDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(fieldDialog).toBeHidden();
    await page.getByRole('button', { name: 'Feld definieren' }).click();
    fieldDialog = page.getByRole('dialog', { name: 'Feld definieren' });
    await fieldDialog.getByRole('textbox', { name: 'Feldname' }).fill(numberName);
    await fieldDialog.getByRole('combobox', { name: 'Feldtyp' }).click();
    await page.getByRole('option', { name: 'Zahl' }).click();
    await fieldDialog.getByRole('spinbutton', { name: 'Minimum' }).fill('0');
    await fieldDialog.getByRole('spinbutton', { name: 'Maximum' }).fill('100');
    await fieldDialog.getByLabel('Als Achse der Prozesslandkarte verwenden').check();
    await fieldDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(fieldDialog).toBeHidden();

    // Create a model with 'Prozesssteckbrief hinzufügen': the profile dialog first, its name for the model.
    const processName = unique('Einkauf');
    await openProcessList(page);
    const create = await openCreateModelDialog(page);
    await create.getByLabel('Prozesssteckbrief hinzufügen').check();
    await create.getByRole('button', { name: 'Erstellen' }).click();

    const profile = page.getByRole('dialog', { name: 'Prozesssteckbrief erstellen' });
    const counter = profile.getByTestId('profile-counter');
    await expect(counter).toHaveText(/^Ausgefüllt \d+ von \d+$/);
    const save = profile.getByRole('button', { name: 'Speichern' });
    await expect(save).toBeDisabled();
    await profile.getByRole('textbox', { name: 'Prozessname' }).fill(processName);
    await profile.getByRole('textbox', { name: 'Auslöser' }).fill('Bedarf');
    await profile.getByRole('textbox', { name: 'Ergebnis' }).fill('Bestellung');
    await profile.getByRole('textbox', { name: 'Hauptschritte' }).fill('Prüfen, bestellen');
    for (const [label, option] of [
      ['Abteilung', departmentName],
      ['Systeme', systemName],
      ['Verbundene Abteilungen', departmentName],
      ['Beteiligte Rollen', roleName],
    ] as const) {
      await profile.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option }).click();
      // Clicking elsewhere closes a multi-select's list (Escape would close the dialog).
      await counter.click();
    }
    await profile.getByRole('combobox', { name: 'Prozessart' }).click();
    await page.getByRole('option', { name: 'Kernprozess' }).click();
    await profile.getByRole('combobox', { name: selectName }).click();
    await page.getByRole('option', { name: 'Hoch' }).click();
    const number = profile.getByRole('spinbutton', { name: numberName });
    await number.fill('150');
    await expect(profile.getByText('Wert zu groß. Maximum ist 100')).toBeVisible();
    await expect(save).toBeDisabled();
    await number.fill('30');
    await expect(counter).toHaveText(/^Ausgefüllt (\d+) von \1$/);
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: processName })).toBeVisible();

    // The map: X = the number field (30 lies in 20–40, column 2), Y = the rating (Hoch, row 3).
    await page.goto('/processMap');
    await page.getByRole('combobox', { name: 'X-Achse' }).click();
    await page.getByRole('option', { name: numberName }).click();
    await page.getByRole('combobox', { name: 'Y-Achse' }).click();
    await page.getByRole('option', { name: selectName }).click();
    const dot = page.getByTestId('process-map').getByRole('button', { name: processName });
    await expect(dot).toHaveAttribute('data-testid', 'map-dot-2-3');
    await expect(dot).toHaveAttribute('fill', '#AA3300');
    await dot.click();
    await expect(page.getByRole('heading', { name: 'Prozessdaten' })).toBeVisible();
  });

  test('keeps profiles and the map from members without PROCESS', async ({ browser }) => {
    const page = await browser.newPage();
    await login(page, DEMO_USERS.employee);
    for (const path of ['/processCharacteristic', '/processMap']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error\/403$/);
    }
    await page.close();
  });
});
