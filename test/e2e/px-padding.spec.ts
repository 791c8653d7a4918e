import type { Page } from '@playwright/test';
import { MAIL_DOMAIN_MESSAGES } from '@prozesspuls/shared/px';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { api } from './processes-helpers';
import { createIwakSurvey } from './px-evaluation-seed';

/**
 * Padding, through the German UI: the send dialog refuses a list padded with addresses
 * of a foreign domain (and one of plus-address duplicates) with the server's message, nothing is
 * sent; the administration shows per survey the recipients per mail domain, never an address.
 */

const tag = Date.now().toString(36);
const PADDED_TITLE = `Gepolstert ${tag}`;
const COUNTED_TITLE = `Gezählt ${tag}`;

async function openSendDialog(page: Page, title: string) {
  await page.goto('/surveys');
  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await row.hover();
  await row.getByRole('button', { name: 'Umfrage senden', exact: true }).click();
  return page.getByRole('dialog', { name: 'Umfrage senden' });
}

test('the send dialog refuses a padded list with the German reason and sends nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.modeller);
  await createIwakSurvey(page, PADDED_TITLE);

  const dialog = await openSendDialog(page, PADDED_TITLE);
  const addresses = dialog.getByRole('combobox', { name: 'E-Mail-Adressen' });
  for (const n of [1, 2, 3, 4]) await addresses.fill(`auswerter${n}.${tag}@privat.example `);
  await addresses.fill(`echt.${tag}@demo.local `);
  await expect(dialog.locator('.MuiChip-root')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MAIL_DOMAIN_MESSAGES.foreignDomains(['privat.example']));

  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // The same person under four +tags and once plain: two distinct recipients, below the threshold of 5.
  const again = await openSendDialog(page, PADDED_TITLE);
  const typed = again.getByRole('combobox', { name: 'E-Mail-Adressen' });
  for (const n of [1, 2, 3, 4]) await typed.fill(`auswerter.${tag}+${n}@demo.local `);
  await typed.fill(`echt.${tag}@demo.local `);
  await expect(again.locator('.MuiChip-root')).toHaveCount(5);
  await again.getByRole('button', { name: 'Senden' }).click();
  await expect(again.getByRole('alert')).toHaveText(MAIL_DOMAIN_MESSAGES.belowThreshold(2, 5));

  await again.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByTestId('survey-row').filter({ hasText: PADDED_TITLE })).toContainText('Erstellt');
});

test('the administration shows per survey the recipients per mail domain, no addresses', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.admin);
  const surveyId = await createIwakSurvey(page, COUNTED_TITLE);
  const emails = Array.from({ length: 6 }, (_, index) => `gezaehlt${index + 1}.${tag}@demo.local`);
  await api(page, 'POST', '/px/survey/send', { surveyId, emails });

  await page.goto('/management');
  await expect(page.getByRole('heading', { name: 'Erlaubte Mail-Domains für Umfragen' })).toBeVisible();
  const domains = page.getByRole('region', { name: 'Erlaubte Mail-Domains für Umfragen' });
  await expect(domains.locator('.MuiChip-root', { hasText: 'demo.local' })).toBeVisible();
  await expect(
    domains.getByText('Als Plattform-Superuser können Sie auch weitere Domains erlauben.'),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Empfänger je Mail-Domain' });
  const row = table.getByTestId('recipient-domains-row').filter({ hasText: COUNTED_TITLE });
  await expect(row).toContainText('demo.local: 6');
  await expect(row.locator('td').nth(2)).toHaveText('6');
  await expect(table).not.toContainText('@');
});
