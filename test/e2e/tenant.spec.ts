import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, login, releaseNotesCheck, settleReleaseNotes, test } from './fixtures';

function clientSelector(page: Page) {
  return page.getByRole('combobox', { name: /Aktueller Mandant/ });
}

async function switchClient(page: Page, companyName: string): Promise<void> {
  await clientSelector(page).click();
  const reloaded = page.waitForEvent('load');
  const check = releaseNotesCheck(page);
  await page.getByRole('option', { name: companyName }).click();
  await reloaded;
  // Release notes may be due per client; get them out of the way like a user would.
  await settleReleaseNotes(page, check);
}

test('the admin switches from Demo GmbH to Beispiel AG and the choice survives the reload', async ({
  page,
}) => {
  await login(page, DEMO_USERS.admin);
  await expect(clientSelector(page)).toHaveText('Demo GmbH');
  await expect(clientSelector(page)).toBeEnabled();

  await switchClient(page, 'Beispiel AG');
  await expect(clientSelector(page)).toHaveText('Beispiel AG');
  await page.reload();
  await expect(clientSelector(page)).toHaveText('Beispiel AG');

  // Back to the seeded state, so the order of tests does not matter.
  await switchClient(page, 'Demo GmbH');
  await expect(clientSelector(page)).toHaveText('Demo GmbH');
});

test("the modeller's client selector is disabled: one client only", async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await expect(clientSelector(page)).toHaveText('Demo GmbH');
  await expect(clientSelector(page)).toBeDisabled();
});
