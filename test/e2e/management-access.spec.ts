import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expect,
  login,
  releaseNotesCheck,
  settleReleaseNotes,
  test,
} from './fixtures';
import { acceptInvitation, apiToken, unique } from './management-helpers';

test('the modeller is refused /management and its screens: /error/403', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  for (const path of ['/management', '/management/roles', '/management/clients', '/management/externalAPI']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error\/403$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
});

async function switchClient(page: Page, companyName: string): Promise<void> {
  await page.goto('/menu');
  await page.getByRole('combobox', { name: /Aktueller Mandant/ }).click();
  const reloaded = page.waitForEvent('load');
  const check = releaseNotesCheck(page);
  await page.getByRole('option', { name: companyName }).click();
  await reloaded;
  await settleReleaseNotes(page, check);
  await expect(page.getByRole('combobox', { name: /Aktueller Mandant/ })).toHaveText(companyName);
}

test('the platform superuser keeps client management in every client, not by a role title', async ({
  page,
}) => {
  await login(page, DEMO_USERS.admin);
  // Anna holds the role 'Superuser' only in Demo GmbH; the grant is a flag on her user.
  await switchClient(page, 'Beispiel AG');
  try {
    await page.goto('/management');
    const areas = page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
    await expect(areas.getByRole('link', { name: /^Mandanten/ })).toBeVisible();
  } finally {
    await switchClient(page, 'Demo GmbH');
  }
});

test('a client administrator who is no platform superuser sees no clients card and no client management', async ({
  page,
  request,
}) => {
  const chef = `${unique('e2e.chef.')}@neu.local`;
  const token = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const created = await request.post('/api/client', {
    headers: { authorization: `Bearer ${token}` },
    data: { companyName: unique('E2E Zugriff '), shortName: 'E2E', adminEmail: chef },
  });
  expect(created.status()).toBe(201);
  await acceptInvitation(page, request, chef);
  await page.goto('/management');
  const areas = page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
  await expect(areas.getByRole('link', { name: /^Nutzer/ })).toBeVisible();
  await expect(areas.getByRole('link', { name: /^Rollen/ })).toBeVisible();
  await expect(areas.getByRole('link', { name: /^Mandanten/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Änderungsprotokoll' })).toHaveCount(0);
  await page.goto('/management/clients');
  await expect(page).toHaveURL(/\/error\/403$/);
});
