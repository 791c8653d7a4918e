import type { Locator, Page } from '@playwright/test';

/**
 * Types `digits` into a date field (the group of its day, month and year sections), starting in
 * the day section: the field moves on to the next section by itself, so '15062030' is 15.06.2030.
 */
export async function typeDate(page: Page, field: Locator, digits: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}
