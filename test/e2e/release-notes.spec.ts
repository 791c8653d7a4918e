import { DEMO_USERS, expect, login, releaseNotesCheck, test } from './fixtures';

test('release notes show until acknowledged with Verstanden, and stay acknowledged after a reload', async ({
  page,
}) => {
  // This project runs before all others (see playwright.config.ts), so the notes are still due.
  await login(page, DEMO_USERS.modeller, { keepReleaseNotes: true });
  const dialog = page.getByRole('dialog', { name: 'Neue Funktionen sind verfügbar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Zuverlässige Nummerierung der Prozesselemente.')).toBeVisible();

  const acknowledged = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/user/releaseNotes'),
  );
  await dialog.getByRole('button', { name: 'Verstanden' }).click();
  expect((await acknowledged).status()).toBe(204);
  await expect(dialog).toBeHidden();

  const check = releaseNotesCheck(page);
  await page.reload();
  expect((await check).acknowledged).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Max!' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
