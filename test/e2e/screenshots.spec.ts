import { join } from 'node:path';
import { DEMO_USERS, expect, login, test } from './fixtures';

// Pictures for a human look at the layout (test-results/screenshots); no pixel comparison.
const SCREENSHOTS = join(import.meta.dirname, 'test-results', 'screenshots');

test('screenshots of the login and the start page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'login.png') });

  await login(page, DEMO_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna!' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Aktueller Mandant/ })).toHaveText('Demo GmbH');
  await page.screenshot({ path: join(SCREENSHOTS, 'home.png'), fullPage: true });
});
