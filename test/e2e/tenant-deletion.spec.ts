import { DEMO_PASSWORD, DEMO_USERS, expect, signedInAs, test } from './fixtures';
import { apiToken, unique } from './management-helpers';

signedInAs(DEMO_USERS.admin);

test('the superuser requests a tenant deletion only after typing its name, sees the date and cancels it', async ({
  page,
  request,
}) => {
  // A throw-away tenant, made through the API: the dialog is what this test is about.
  const name = unique('Löschprobe ');
  const token = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const created = await request.post('/api/client', {
    headers: { authorization: `Bearer ${token}` },
    data: { companyName: name, shortName: 'DEL', adminEmail: `${unique('chef.')}@e2e.local` },
  });
  expect(created.status()).toBe(201);

  await page.goto('/management/clients');
  const table = page.getByRole('table', { name: 'Mandanten' });
  // The current client cannot be deleted.
  await expect(table.getByRole('button', { name: 'Demo GmbH löschen' })).toBeDisabled();
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await row.getByRole('button', { name: `${name} löschen` }).click();

  const dialog = page.getByRole('dialog', { name: 'Mandant löschen' });
  await expect(dialog).toContainText(`alle Daten von ${name} endgültig gelöscht`);
  const confirm = dialog.getByRole('button', { name: 'Löschung beantragen' });
  const typed = dialog.getByRole('textbox', { name: 'Zur Bestätigung den Namen des Mandanten eingeben' });
  await expect(confirm).toBeDisabled();
  await typed.fill('Demo GmbH');
  await expect(confirm).toBeDisabled();
  await typed.fill(name);
  await confirm.click();
  await expect(dialog).toBeHidden();

  await expect(row).toContainText('Löschung beantragt');
  await expect(row).toContainText(/Löschung am \d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByRole('alert')).toContainText(`Die Löschung von ${name} ist beantragt`);

  await row.getByRole('button', { name: `Löschung von ${name} abbrechen` }).click();
  await expect(page.getByRole('alert')).toContainText(`Die Löschung von ${name} wurde abgebrochen.`);
  await expect(row).not.toContainText('Löschung beantragt');
  await page.reload();
  await expect(row.getByRole('button', { name: `${name} löschen` })).toBeEnabled();
});
