import { MSG } from '@prozesspuls/shared';
import { DEMO_PASSWORD, DEMO_USERS, expect, login, test } from './fixtures';
import { newestTokenLink } from './mailbox';

test('a reset link leads to the set-password screen, which validates and then returns to the login', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(DEMO_USERS.employee);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('alert')).toContainText('Link zum Zurücksetzen');

  await page.goto(await newestTokenLink(request, DEMO_USERS.employee));
  const password = page.getByRole('textbox', { name: 'Neues Passwort' });
  const repeat = page.getByRole('textbox', { name: 'Passwort wiederholen' });
  const save = page.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();

  await password.fill('x');
  await password.fill('');
  await expect(page.getByText('Pflichtfeld.')).toBeVisible();

  await password.fill(DEMO_PASSWORD);
  await repeat.fill(`${DEMO_PASSWORD}x`);
  await expect(page.getByText('Die Passwörter müssen übereinstimmen')).toBeVisible();
  await expect(save).toBeDisabled();

  // The seeded password again, so the other tests keep signing in with it.
  await repeat.fill(DEMO_PASSWORD);
  await expect(save).toBeEnabled();
  await repeat.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Ihr Passwort wurde gespeichert.')).toBeVisible();

  await login(page, DEMO_USERS.employee);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Mia!' })).toBeVisible();
});

test('a dead link says so before the user types, and offers a new link', async ({ page }) => {
  await page.goto('/tokenAuth/this-token-does-not-exist-0000');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MSG.tokenInvalid);
  await page.getByRole('textbox', { name: 'Neues Passwort' }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await alert.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Link senden' })).toBeVisible();
});

test('the set-password form shows the policy as the user types and offers Speichern only when it holds', async ({
  page,
  request,
}) => {
  // A live link (checking it does not use it up; this test never saves).
  await request.post('/api/authenticate/resetPassword', { form: { email: DEMO_USERS.modeller } });
  await page.goto(await newestTokenLink(request, DEMO_USERS.modeller));
  const password = page.getByRole('textbox', { name: 'Neues Passwort' });
  const repeat = page.getByRole('textbox', { name: 'Passwort wiederholen' });
  const save = page.getByRole('button', { name: 'Speichern' });
  const policy = page.getByRole('list', { name: 'Das Passwort braucht:' });
  const part = (text: string) => policy.getByRole('listitem').filter({ hasText: text });
  await expect(policy.getByRole('listitem')).toHaveCount(5);
  await expect(part('mindestens 8 Zeichen')).toHaveAttribute('data-met', 'false');

  await password.fill('prozess2026');
  await repeat.fill('prozess2026');
  await expect(part('mindestens 8 Zeichen')).toHaveAttribute('data-met', 'true');
  await expect(part('einen Kleinbuchstaben')).toHaveAttribute('data-met', 'true');
  await expect(part('eine Ziffer')).toHaveAttribute('data-met', 'true');
  await expect(part('einen Großbuchstaben')).toHaveAttribute('data-met', 'false');
  await expect(part('ein Sonderzeichen')).toHaveAttribute('data-met', 'false');
  await expect(save).toBeDisabled();

  await password.fill(DEMO_PASSWORD);
  await repeat.fill(DEMO_PASSWORD);
  for (const text of ['einen Großbuchstaben', 'ein Sonderzeichen']) {
    await expect(part(text)).toHaveAttribute('data-met', 'true');
  }
  await expect(save).toBeEnabled();
});
