import type { Locator, Page } from '@playwright/test';

/** Opens the question list and its 'Neue Frage' dialog; answers the dialog. */
export async function openNewQuestionDialog(page: Page): Promise<Locator> {
  await page.goto('/questions');
  await page.getByRole('button', { name: 'Neue Frage' }).click();
  return page.getByRole('dialog', { name: 'Neue Frage' });
}
