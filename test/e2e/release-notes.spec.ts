import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseChangelog } from '@prozesspuls/shared/help';
import { DEMO_USERS, expect, login, releaseNotesCheck, test } from './fixtures';

/** The newest version of CHANGELOG.md, which a user who never acknowledged one is shown. */
const newest = parseChangelog(readFileSync(resolve(import.meta.dirname, '../../CHANGELOG.md'), 'utf8'))[0];

test('release notes show until acknowledged with Verstanden, and stay acknowledged after a reload', async ({
  page,
}) => {
  // This project runs before all others (see playwright.config.ts), so the notes are still due.
  await login(page, DEMO_USERS.modeller, { keepReleaseNotes: true });
  const dialog = page.getByRole('dialog', { name: 'Neue Funktionen sind verfügbar' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: new RegExp(`^Version ${newest?.version}`) }),
  ).toBeVisible();
  const firstEntry = newest?.sections[0]?.entries[0] ?? 'missing';
  await expect(dialog.getByText(firstEntry)).toBeVisible();

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
