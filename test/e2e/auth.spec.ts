import type { Page } from '@playwright/test';
import { MSG } from '@prozesspuls/shared';
import { DEMO_PASSWORD, DEMO_USERS, expect, fillLogin, login, test } from './fixtures';

const SESSION_KEY = 'prozesspuls.session';

/** The page origin's localStorage as a plain object. */
async function storedEntries(page: Page): Promise<Record<string, string>> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entries = origins.find((candidate) => candidate.origin === origin)?.localStorage ?? [];
  return Object.fromEntries(entries.map(({ name, value }) => [name, value]));
}

test('a wrong password shows the server message under the fields', async ({ page }) => {
  await fillLogin(page, DEMO_USERS.employee, 'falsches-Passwort-1');
  await page.getByRole('button', { name: 'Login' }).click();
  const error = page.getByTestId('login-error');
  await expect(error).toHaveText(MSG.loginFailed);
  await expect(page).toHaveURL(/\/$/);

  const passwordBox = await page.getByLabel('Passwort', { exact: true }).boundingBox();
  const errorBox = await error.boundingBox();
  expect(passwordBox && errorBox && errorBox.y > passwordBox.y).toBe(true);
});

test('logout returns to the login, and the shell is closed afterwards', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(Object.keys(await storedEntries(page))).not.toContain(SESSION_KEY);

  await page.goto('/menu');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user opening / goes on to /menu', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/');
  await expect(page).toHaveURL(/\/menu$/);
});

test('the password is never stored in the browser', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  const stored = await storedEntries(page);
  expect(Object.keys(stored)).toContain(SESSION_KEY);
  expect(JSON.stringify(stored)).not.toContain(DEMO_PASSWORD);
});

test('the reset mode asks only for the e-mail and leads back to the login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible();
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('niemand@demo.local');
  await page.getByRole('textbox', { name: 'E-Mail' }).press('Enter');
  await expect(page.getByText('Es existiert kein Nutzer mit dieser E-Mail')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück zum Login' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

/** Overwrites token fields of the stored session (the test tsconfig has no DOM types, hence a string). */
async function damageTokens(page: Page, fields: readonly ('accessToken' | 'refreshToken')[]): Promise<void> {
  await page.evaluate(`(() => {
    const session = JSON.parse(localStorage.getItem('${SESSION_KEY}'));
    for (const field of ${JSON.stringify(fields)}) session[field] = 'damaged';
    localStorage.setItem('${SESSION_KEY}', JSON.stringify(session));
  })()`);
}

test('an expired access token is renewed once and the calls are retried', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await damageTokens(page, ['accessToken']);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/authenticate/refresh')) refreshes.push(response.status());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Mia!' })).toBeVisible();
  expect(refreshes).toEqual([200]);
  expect(JSON.stringify(await storedEntries(page))).not.toContain('damaged');
});

test('when the session cannot be renewed the user is logged out to the login', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await damageTokens(page, ['accessToken', 'refreshToken']);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(Object.keys(await storedEntries(page))).not.toContain(SESSION_KEY);
});

test('an empty login submit shows German field errors and sends nothing', async ({ page }) => {
  await page.goto('/');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/authenticate')) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();
  await expect(page.getByText(/Zu klein|erwartet/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('aria-invalid', 'true');

  // Typing clears the field's error; the other one stays until it is filled.
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(DEMO_USERS.employee);
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();
  expect(sent).toEqual([]);
});
