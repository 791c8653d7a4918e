import type { APIRequestContext } from '@playwright/test';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { mailsTo } from './mailbox';
import { api } from './processes-helpers';

/** The subjects of every mail to `to` in the SES emulator's store. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  return (await mailsTo(request, to)).map((mail) => mail.subject ?? '');
}

/** A 1×1 PNG, the smallest real screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a bug report goes from the form to a ticket number, the support mail and the superuser’s list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Speichern hängt ${Date.now().toString(36)}`;
  await login(page, DEMO_USERS.modeller);
  await page.goto('/help?from=%2FprocessList');
  await expect(page.getByRole('tab', { name: 'Bug Report', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Fehlerbericht' });
  await expect(form.getByTestId('report-context')).toContainText('Seite: /processList');

  // Nothing is sent without the required fields; each says what is missing, in German.
  await form.getByRole('button', { name: 'Fehlerbericht senden' }).click();
  await expect(form.getByText('Bitte geben Sie einen Titel ein.')).toBeVisible();
  await expect(form.getByText('Bitte beschreiben Sie, was passiert ist.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Titel' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Was ist passiert?' })
    .fill('Der Speichern-Knopf dreht sich endlos.');
  await form.getByRole('textbox', { name: 'Was haben Sie erwartet?' }).fill('Das Modell wird gespeichert.');
  await form
    .getByLabel('Screenshot')
    .setInputFiles({ name: 'fehler.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('fehler.png')).toBeVisible();
  await form.getByRole('button', { name: 'Fehlerbericht senden' }).click();

  const number = page.getByTestId('ticket-number');
  await expect(number).toHaveText(/^PP-\d{4}-\d{4,}$/);
  const ticket = (await number.textContent()) ?? '';

  // The support address and the reporter got their mails (the local mail catcher).
  await expect
    .poll(() => subjectsTo(request, 'support@prozesspuls.local'))
    .toContain(`[${ticket}] Neuer Fehlerbericht: ${title}`);
  await expect
    .poll(() => subjectsTo(request, DEMO_USERS.modeller))
    .toContain(`Ihr Fehlerbericht ${ticket} ist eingegangen`);

  // The platform superuser finds it in /management, sets it to 'In Bearbeitung' and answers.
  await page.getByRole('button', { name: 'Logout' }).click();
  await login(page, DEMO_USERS.admin);
  await page.goto('/management');
  await page.getByRole('link', { name: /Fehlerberichte/ }).click();
  await expect(page).toHaveURL(/\/management\/tickets$/);
  const row = page.getByTestId('ticket-row').filter({ hasText: ticket });
  await expect(row).toContainText(title);
  await expect(row).toContainText('Demo GmbH');
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'In Bearbeitung' }).click();
  await expect(page.getByText('Der Status wurde gespeichert.')).toBeVisible();
  await row.click();
  await expect(page.getByText('Der Speichern-Knopf dreht sich endlos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Screenshot öffnen' })).toBeVisible();
  await row.getByRole('button', { name: 'Antworten' }).click();
  const dialog = page.getByRole('dialog', { name: `Antwort auf ${ticket}` });
  await dialog.getByRole('textbox').fill('Danke, wir sehen es uns an.');
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Die Antwort wurde per E-Mail versendet.')).toBeVisible();
  await expect
    .poll(() => subjectsTo(request, DEMO_USERS.modeller))
    .toContain(`Antwort auf Ihren Fehlerbericht ${ticket}`);
  await page.reload();
  await expect(page.getByTestId('ticket-row').filter({ hasText: ticket })).toContainText('In Bearbeitung');
});

test('the changelog tab and the release-notes dialog show the same entries of CHANGELOG.md', async ({
  page,
}) => {
  // The employee last acknowledged 4.2.7: the dialog shows what came since, from CHANGELOG.md.
  await login(page, DEMO_USERS.employee);
  await api(page, 'PUT', '/user/releaseNotes', { version: '4.2.7' });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Neue Funktionen sind verfügbar' });
  await expect(dialog).toBeVisible();
  const dialogVersion = dialog.getByTestId('changelog-version').first();
  const heading = (await dialogVersion.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const entries = await dialogVersion.getByTestId('changelog-entry').allTextContents();
  expect(entries.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Verstanden' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/help?tab=changelog');
  const newest = page.getByTestId('changelog-version').first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(heading);
  expect(await newest.getByTestId('changelog-entry').allTextContents()).toEqual(entries);
  // The spec's release history is there too.
  await expect(page.getByRole('heading', { level: 2, name: 'Version 4.2.7 vom 02.06.2025' })).toBeVisible();
  await expect(page.getByText('Zuverlässige Nummerierung der Prozesselemente.')).toBeVisible();
});

test('the ? of a screen opens its handbook chapter and the search finds a chapter by a word', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto('/processList');
  await page.getByRole('link', { name: 'Handbuch: Prozesse' }).click();
  await expect(page).toHaveURL(/\/help\?tab=handbuch&section=prozesse/);
  await expect(page.getByRole('heading', { level: 1, name: 'Handbuch' })).toBeVisible();
  // The handbook is no tab of the tab bar.
  await expect(page.getByRole('tab', { name: 'Handbuch' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: '3. Prozesse' })).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Kapitel des Handbuchs' }).getByRole('link')).toHaveCount(
    9,
  );

  await page.getByRole('searchbox', { name: 'Im Handbuch suchen' }).fill('Ticketnummer');
  const results = page.getByRole('region', { name: 'Suchergebnisse' });
  await results.getByRole('link', { name: /Hilfebereich: Einen Fehler melden/ }).click();
  await expect(page).toHaveURL(/section=hilfe-fehler-melden/);
  await expect(page.getByRole('heading', { level: 3, name: 'Einen Fehler melden' })).toBeInViewport();

  await page.getByRole('searchbox', { name: 'Im Handbuch suchen' }).fill('Quantencomputer');
  await expect(results.getByText('Keine Treffer')).toBeVisible();
});
