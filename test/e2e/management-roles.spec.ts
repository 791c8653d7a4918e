import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { DEMO_USERS, expect, login, mainNavigation, test } from './fixtures';
import {
  acceptInvitation,
  addUserThroughDialog,
  newSession,
  openAddDialog,
  openManagementArea,
  SCREENSHOTS,
  unique,
} from './management-helpers';

/** The table row of a role, found by its title cell. */
function roleRow(table: Locator, title: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: title, exact: true }) });
}

const ROLE_IN_USE =
  'Diese Rolle ist mit einem Nutzer verknüpft und kann daher nicht gelöscht werden. Ordnen Sie Nutzer mit dieser Rolle anderen Rollen zu um diese Rolle zu löschen.';

test('a new role, its member, a permission switch that takes effect at the next reload, and the refused delete', async ({
  page,
  browser,
  request,
}) => {
  const roleTitle = unique('Prüfer ');
  const email = `${unique('e2e.pruefer.')}@demo.local`;
  await login(page, DEMO_USERS.admin);
  await page.goto('/management');
  await openManagementArea(page, /^Rollen/, /\/management\/roles$/);
  const table = page.getByRole('table', { name: 'Rollen und Rechte' });
  await expect(roleRow(table, 'Modellierer')).toBeVisible();

  // 'Neue Rolle': required title, Esc closes, Enter creates.
  await page.getByRole('button', { name: 'Neue Rolle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Rolle' });
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(600);
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(dialog.getByText('Muss ausgefüllt werden')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Neue Rolle' }).click();
  await dialog.getByRole('textbox', { name: 'Rollentitle' }).fill(roleTitle);
  await dialog.getByRole('textbox', { name: 'Rollentitle' }).press('Enter');
  await expect(dialog).toBeHidden();
  const row = roleRow(table, roleTitle);
  await expect(row).toBeVisible();
  // Defaults of a new role: READ only.
  await expect(row.getByRole('switch', { name: `Lesen für ${roleTitle}` })).toBeChecked();
  await expect(row.getByRole('switch', { name: `Schreiben für ${roleTitle}` })).not.toBeChecked();
  await expect(row.getByRole('switch', { name: `Prozesse für ${roleTitle}` })).not.toBeChecked();

  // The header names the permission; its description is the tooltip.
  await table.getByRole('columnheader', { name: 'Prozesse', exact: true }).getByText('Prozesse').hover();
  await expect(page.getByRole('tooltip', { name: 'Zugriff auf den Bereich Prozesse' })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'management-roles.png'), fullPage: true });

  // A member of the role, signed in elsewhere.
  await page.goto('/management/users');
  await addUserThroughDialog(page, { email, firstName: 'Paul', lastName: 'Prüfer', roleTitle });
  const context = await newSession(browser);
  try {
    const paul = await context.newPage();
    await acceptInvitation(paul, request, email);
    const nav = mainNavigation(paul);
    await expect(nav.getByRole('link', { name: 'Start' })).toBeVisible();
    await expect(nav.getByText('Prozesse', { exact: true })).toHaveCount(0);

    await page.goto('/management/roles');
    const permission = row.getByRole('switch', { name: `Prozesse für ${roleTitle}` });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/permission') && response.request().method() === 'POST',
    );
    await permission.click();
    expect((await saved).status()).toBe(200);
    await expect(permission).toBeChecked();

    await paul.reload();
    await expect(nav.getByText('Prozesse', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Prozessliste' })).toBeVisible();
    // The switch state came from the server: it survives a reload of the admin's page too.
    await page.reload();
    await expect(row.getByRole('switch', { name: `Prozesse für ${roleTitle}` })).toBeChecked();
  } finally {
    await context.close();
  }

  // Deleting a role that a user holds: confirmation, then the seed's info dialog.
  await row.getByRole('button', { name: `Rolle ${roleTitle} löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Rolle löschen' });
  await expect(confirm).toContainText(`Wollen Sie die Rolle ${roleTitle} wirklich löschen?`);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  const info = page.getByRole('dialog', { name: 'Fehler beim Löschen' });
  await expect(info).toContainText(ROLE_IN_USE);
  await page.screenshot({ path: join(SCREENSHOTS, 'management-role-delete-refused.png') });
  await info.getByRole('button', { name: 'OK' }).click();
  await expect(info).toBeHidden();
  await expect(row).toBeVisible();
});

test('an unused role is deleted after the confirmation; declining keeps it', async ({ page }) => {
  const roleTitle = unique('Vorübergehend ');
  await login(page, DEMO_USERS.admin);
  const dialog = await openAddDialog(page, '/management/roles', 'Neue Rolle');
  await dialog.getByRole('textbox', { name: 'Rollentitle' }).fill(roleTitle);
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  const table = page.getByRole('table', { name: 'Rollen und Rechte' });
  const row = roleRow(table, roleTitle);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Rolle ${roleTitle} löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Rolle löschen' });
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Rolle ${roleTitle} löschen` }).click();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText(`Die Rolle ${roleTitle} wurde gelöscht.`);

  // The back arrow leads to /management.
  await page.getByRole('link', { name: 'Zurück zur Verwaltung' }).click();
  await expect(page).toHaveURL(/\/management$/);
});
