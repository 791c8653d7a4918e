import { DEMO_USERS, expect, login, test } from './fixtures';

/** The login screen's support site; 403 and 404 link to it too. */
const SUPPORT_URL = 'https://www.prozesspuls.de/support';

test('an employee opening /processList lands on /error/403', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/processList');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support' })).toHaveAttribute('href', SUPPORT_URL);

  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('an employee is refused the management area too', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/management/users');
  await expect(page).toHaveURL(/\/error\/403$/);
});

test('an unknown path redirects to /404', async ({ page }) => {
  await page.goto('/gibt-es-nicht/123');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support-Ticket eröffnen' })).toHaveAttribute(
    'href',
    SUPPORT_URL,
  );
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
});

test('signed-out visitors of a shell page go to the login', async ({ page }) => {
  await page.goto('/surveys');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the help page is open without signing in', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
});

test('/error/{code} other than 403: no text, but the frame, the logo and the way back', async ({ page }) => {
  await page.goto('/error/500');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Fehler' })).toBeVisible();
  await expect(page.getByRole('main').getByText('ProzessPuls', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Support' })).toHaveAttribute('href', SUPPORT_URL);
});
