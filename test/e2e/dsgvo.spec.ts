import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { DEMO_USERS, expect, login, test } from './fixtures';

test('the profile menu downloads the own data as a ZIP of JSON files', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-my-data').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('prozesspuls-meine-daten.zip');
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['LIESMICH.txt', 'profil.json']));
  const profile = JSON.parse(
    Buffer.from(files['profil.json'] ?? new Uint8Array()).toString('utf8'),
  ) as unknown;
  expect(profile).toEqual([expect.objectContaining({ userId: 'modeller@demo.local', firstName: 'Max' })]);
});

test('the legal pages open from the login footer without a sign-in and show their text as text', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Rechtliches' })
    .getByRole('link', { name: 'Impressum' })
    .click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await page.goto('/avv');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Auftragsverarbeitungsvertrag (AVV)' }),
  ).toBeVisible();
});

test('the platform superuser edits the Impressum; markup stays text', async ({ page }) => {
  await login(page, DEMO_USERS.admin);
  await page.goto('/impressum');
  await page.getByRole('button', { name: 'Text bearbeiten' }).click();
  const text = `ProzessPuls GmbH ${Date.now()}\n\n<b>fett?</b> Nein.`;
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Speichern' }).click();
  const legal = page.getByTestId('legal-page');
  await expect(legal.getByText('<b>fett?</b> Nein.')).toBeVisible();
  await expect(legal.locator('b')).toHaveCount(0);
});
