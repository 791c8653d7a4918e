import { DEMO_USERS, expect, login, test } from './fixtures';
import { canvas, endEditing, openModel, screenshot, secondUser, startEditing } from './modeller-helpers';
import { apiModel, unique } from './processes-helpers';

test.describe('modeller: view mode and the edit lock', () => {
  test('view mode is read-only; the lock holder is named to a second user; ending frees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await login(page, DEMO_USERS.modeller);
    const name = unique('Gesperrt');
    const uuid = await apiModel(page, name);
    await openModel(page, uuid);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');

    // View mode: no palette, no context pad, no undo.
    await expect(canvas(page).locator('.djs-palette')).toBeHidden();
    await canvas(page).locator('.djs-element[data-element-id="StartEvent_1"]').click();
    await expect(canvas(page).locator('.djs-context-pad')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0);
    await screenshot(page, 'modeller-view.png');

    await startEditing(page);
    await expect(canvas(page).locator('.djs-palette')).toBeVisible();
    await screenshot(page, 'modeller-edit.png');

    // A second user at the same time: the lock names its holder.
    const admin = await secondUser(browser, baseURL, DEMO_USERS.admin);
    await openModel(admin.page, uuid);
    await admin.page.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    await admin.page
      .getByRole('dialog', { name: 'Bearbeiten' })
      .getByRole('button', { name: 'Bearbeiten' })
      .click();
    const locked = admin.page.getByRole('dialog', { name: 'Bearbeitung nicht möglich' });
    await expect(
      locked.getByText('Das Prozessmodell wird gerade von folgendem Nutzer bearbeitet: Max Modell'),
    ).toBeVisible();
    await locked.getByRole('button', { name: 'OK' }).click();
    await expect(admin.page.getByTestId('mode-chip')).toHaveText('Ansicht');

    await endEditing(page);
    await expect(canvas(page).locator('.djs-palette')).toBeHidden();

    // Freed: now the admin may edit.
    await admin.page.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    await admin.page
      .getByRole('dialog', { name: 'Bearbeiten' })
      .getByRole('button', { name: 'Bearbeiten' })
      .click();
    await expect(admin.page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
    await endEditing(admin.page);
    await admin.context.close();
  });
});
