import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS, expect, login, mainNavigation, test } from './fixtures';
import {
  acceptInvitation,
  addUserThroughDialog,
  apiToken,
  fillUserDialog,
  INVITED_PASSWORD,
  newestJoinLink,
  newSession,
  openManagementArea,
  SCREENSHOTS,
  unique,
} from './management-helpers';

test('the admin adds a user, who accepts the mailed invitation and sees only what the role allows', async ({
  page,
  browser,
  request,
}) => {
  const email = `${unique('e2e.nutzer.')}@demo.local`;
  await login(page, DEMO_USERS.admin);
  await page.goto('/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna!' })).toBeVisible();
  await openManagementArea(page, /^Nutzer/, /\/management\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Nutzer' });
  for (const column of ['Aktionen', 'Nutzer-ID', 'Name', 'Rollen', 'Nutzer Farbe']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const anna = table.getByRole('row', { name: /admin@demo\.local/ });
  await expect(anna).toContainText('Anna Admin');
  await expect(anna).toContainText(/Administrator, Superuser|Superuser, Administrator/);
  await expect(anna).toContainText('#5C6BC0');
  await page.screenshot({ path: join(SCREENSHOTS, 'management-users.png'), fullPage: true });

  await addUserThroughDialog(page, { email, firstName: 'Nina', lastName: 'Neu', roleTitle: 'Mitarbeiter' });
  // The list reloads after the add.
  const row = table.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Nina Neu');
  await expect(row).toContainText('Mitarbeiter');
  await expect(row).toContainText(/#[0-9A-F]{6}/);

  const context = await newSession(browser);
  try {
    const nina = await context.newPage();
    await acceptInvitation(nina, request, email);
    await expect(nina.getByRole('heading', { level: 1, name: 'Willkommen, Nina!' })).toBeVisible();
    const nav = mainNavigation(nina);
    await expect(nav.getByRole('link', { name: 'Start' })).toBeVisible();
    for (const group of ['Prozesse', 'Process Experience', 'Nutzerverwaltung']) {
      await expect(nav.getByText(group, { exact: true })).toHaveCount(0);
    }
    await nina.goto('/management/users');
    await expect(nina).toHaveURL(/\/error\/403$/);
  } finally {
    await context.close();
  }
});

test('the user dialog is persistent, validates, keeps several roles and reports a taken e-mail', async ({
  page,
}) => {
  const email = `${unique('e2e.edit.')}@demo.local`;
  await login(page, DEMO_USERS.admin);
  await page.goto('/management/users');

  await page.getByRole('button', { name: 'Nutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nutzer hinzufügen' });
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText('Muss ausgefüllt werden')).toHaveCount(3);
  await expect(dialog.getByText('Rolle muss angegeben werden')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(600);

  // A random avatar colour is chosen; the reset action brings it back after picking another.
  const code = dialog.getByTestId('user-color-code');
  const initial = (await code.textContent()) ?? '';
  expect(initial).toMatch(/^#[0-9A-F]{6}$/);
  await dialog.getByLabel('Farbe wählen').fill(initial === '#123456' ? '#654321' : '#123456');
  await expect(code).not.toHaveText(initial);
  await dialog.getByRole('button', { name: 'Farbe zurücksetzen' }).click();
  await expect(code).toHaveText(initial);
  await page.screenshot({ path: join(SCREENSHOTS, 'management-user-dialog.png') });

  // Persistent: neither Esc nor a click beside it closes the dialog.
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 10);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Nutzer hinzufügen' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nutzer-ID (E-Mail)' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Nutzer-ID (E-Mail)' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Ela');
  await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Edit');
  await dialog.getByRole('combobox', { name: /Rollen/ }).click();
  await page.getByRole('option', { name: 'Mitarbeiter', exact: true }).click();
  await page.getByRole('option', { name: 'Modellierer', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: /Rollen/ })).toHaveText('Mitarbeiter, Modellierer');
  // Enter submits.
  await dialog.getByRole('textbox', { name: 'Nachname' }).press('Enter');
  await expect(dialog.getByText('Nutzer erfolgreich hinzugefügt')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 8000 });

  const table = page.getByRole('table', { name: 'Nutzer' });
  const row = table.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Mitarbeiter, Modellierer');

  // Adding the same person again: the server's message in a snackbar.
  await page.getByRole('button', { name: 'Nutzer hinzufügen' }).click();
  await fillUserDialog(page, dialog, { email, firstName: 'Ela', lastName: 'Edit', roleTitle: 'Mitarbeiter' });
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'bereits zugeordnet' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // Edit: the name changes; an e-mail that belongs to someone else gives the seed's alert.
  await row.getByRole('button', { name: 'Ela Edit bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Nutzer bearbeiten' });
  await expect(edit.getByRole('textbox', { name: 'Nutzer-ID (E-Mail)' })).toHaveValue(email);
  await edit.getByRole('textbox', { name: 'Nutzer-ID (E-Mail)' }).fill(DEMO_USERS.modeller);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    edit.getByText(
      'Beim Bearbeiten ist ein Fehler aufgetreten. Möglicherweise besteht schon ein Nutzer mit dieser E-Mail-Adresse',
    ),
  ).toBeVisible();
  await edit.getByRole('textbox', { name: 'Nutzer-ID (E-Mail)' }).fill(email);
  await edit.getByRole('textbox', { name: 'Nachname' }).fill('Geändert');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit.getByText('Nutzer erfolgreich gespeichert')).toBeVisible();
  await expect(edit).toBeHidden({ timeout: 8000 });
  await expect(row).toContainText('Ela Geändert');
});

test('a user of another client is only invited: the admin sees what was typed, the user joins by accepting', async ({
  page,
  browser,
  request,
}) => {
  // Someone with an account of their own in Demo GmbH, and a new client with its own administrator.
  const member = `${unique('e2e.bestand.')}@demo.local`;
  const chef = `${unique('e2e.chef.')}@neu.local`;
  const companyName = unique('E2E Einladung ');
  const superuser = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${superuser}` };
  const added = await request.post('/api/user/add', {
    headers,
    data: { userId: member, firstName: 'Bea', lastName: 'Bestand', role: ['mitarbeiter'] },
  });
  expect(added.status()).toBe(201);
  const created = await request.post('/api/client', {
    headers,
    data: { companyName, shortName: 'EIN', adminEmail: chef },
  });
  expect(created.status()).toBe(201);
  const memberContext = await newSession(browser);
  try {
    await acceptInvitation(await memberContext.newPage(), request, member);
  } finally {
    await memberContext.close();
  }

  await acceptInvitation(page, request, chef);
  await page.goto('/management/users');
  await addUserThroughDialog(page, {
    email: member,
    firstName: 'Eva',
    lastName: 'Fremd',
    roleTitle: 'Mitarbeiter',
  });
  const table = page.getByRole('table', { name: 'Nutzer' });
  const row = table.getByRole('row', { name: new RegExp(member.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Eva Fremd');
  await expect(row).not.toContainText('Bea');

  const context = await newSession(browser);
  try {
    const invitee = await context.newPage();
    await invitee.goto(await newestJoinLink(request, member));
    await expect(
      invitee.getByText('Melden Sie sich mit dem eingeladenen Konto an, um die Einladung anzunehmen.'),
    ).toBeVisible();
    await invitee.getByRole('textbox', { name: 'E-Mail' }).fill(member);
    await invitee.getByLabel('Passwort', { exact: true }).fill(INVITED_PASSWORD);
    await invitee.getByLabel('Passwort', { exact: true }).press('Enter');
    await expect(invitee.getByRole('heading', { level: 1, name: 'Einladung annehmen' })).toBeVisible();
    await invitee.getByRole('button', { name: 'Einladung annehmen' }).click();
    await expect(
      invitee.getByText(`Sie sind jetzt dem Mandanten „${companyName}“ zugeordnet.`),
    ).toBeVisible();
    await invitee.getByRole('button', { name: 'Zum Mandanten wechseln' }).click();
    await invitee.waitForURL('**/menu');
    await expect(invitee.getByRole('combobox', { name: /Aktueller Mandant/ })).toHaveText(companyName);
  } finally {
    await context.close();
  }
  // Now a member: the admin sees the user's own name.
  await page.reload();
  await expect(row).toContainText('Bea Bestand');
});
