import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, signedInAs, test } from './fixtures';
import { fillUserDialog, openAddDialog, unique } from './management-helpers';

/** Lets one kind of call fail on its way to the server, as a broken network or backend would. */
async function failCalls(page: Page, method: string, path: string): Promise<void> {
  await page.route(`**/api${path}`, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
}

signedInAs(DEMO_USERS.admin);

test("a failed permission change: red snackbar 'Beim Updaten der Rechte …', the switch goes back", async ({
  page,
}) => {
  await failCalls(page, 'POST', '/permission');
  await page.goto('/management/roles');
  const toggle = page.getByRole('switch', { name: 'Lesen für Mitarbeiter' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const snackbar = page
    .getByRole('alert')
    .filter({ hasText: 'Beim Updaten der Rechte ist ein Fehler aufgetreten' });
  await expect(snackbar).toBeVisible();
  await expect(snackbar).toHaveClass(/MuiAlert-filledError/);
  await expect(toggle).toBeChecked();
  // Gone after 5 s.
  await expect(snackbar).toBeHidden({ timeout: 8000 });
});

test("a failed add: snackbar 'Es ist ein Fehler aufgetreten', the dialog stays open with its values", async ({
  page,
}) => {
  await failCalls(page, 'POST', '/user/add');
  const dialog = await openAddDialog(page, '/management/users', 'Nutzer hinzufügen');
  await fillUserDialog(page, dialog, {
    email: `${unique('e2e.fehler.')}@demo.local`,
    firstName: 'Fe',
    lastName: 'Hler',
    roleTitle: 'Mitarbeiter',
  });
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Es ist ein Fehler aufgetreten');
  await expect(dialog.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Fe');
});

test("failed creations: 'Fehler beim Erstellen der Rolle' and 'Fehler beim Erstellen des Mandanten'", async ({
  page,
}) => {
  await failCalls(page, 'POST', '/role');
  const roleDialog = await openAddDialog(page, '/management/roles', 'Neue Rolle');
  await roleDialog.getByRole('textbox', { name: 'Rollentitle' }).fill('Wird nichts');
  await roleDialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(roleDialog.getByRole('alert')).toHaveText('Fehler beim Erstellen der Rolle');
  await page.keyboard.press('Escape');

  await failCalls(page, 'POST', '/client');
  const clientDialog = await openAddDialog(page, '/management/clients', 'Neuer Mandant');
  await clientDialog.getByRole('textbox', { name: 'Name' }).fill('Wird nichts');
  await clientDialog.getByRole('textbox', { name: 'Kürzel' }).fill('NIX');
  await clientDialog.getByRole('textbox', { name: 'Administrator-Email' }).fill('nix@e2e.local');
  await clientDialog.getByRole('textbox', { name: 'Administrator-Email' }).press('Enter');
  await expect(clientDialog.getByRole('alert')).toContainText('Fehler beim Erstellen des Mandanten');
  await expect(clientDialog).toBeVisible();
});
