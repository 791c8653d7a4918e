import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, fillLogin, releaseNotesCheck, settleReleaseNotes } from './fixtures';
import { newestMailedLink, newestTokenLink } from './mailbox';

export { newestTokenLink };

/** Pictures of the administration screens for a human look (test-results/screenshots). */
export const SCREENSHOTS = join(import.meta.dirname, 'test-results', 'screenshots');

/** A password that meets the policy, for users the tests invite. */
export const INVITED_PASSWORD = 'Willkommen!2026';

/** Unique per run and test, so the specs never depend on each other's data. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Signs in with any password and waits for the start page, release notes out of the way. */
export async function loginWith(page: Page, email: string, password: string): Promise<void> {
  await fillLogin(page, email, password);
  const check = releaseNotesCheck(page);
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  await page.waitForURL('**/menu');
  await settleReleaseNotes(page, check);
}

/** Opens a list page of the administration and its add dialog (the button and the dialog share the name). */
export async function openAddDialog(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/** A second, separate browser session (another person at another computer). */
export function newSession(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport: { width: 1440, height: 900 },
  });
}

export interface NewUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roleTitle: string;
}

/** Fills the open 'Nutzer hinzufügen' dialog: address, names and one role (its list closed again). */
export async function fillUserDialog(page: Page, dialog: Locator, user: NewUser): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Nutzer-ID (E-Mail)' }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'Vorname' }).fill(user.firstName);
  await dialog.getByRole('textbox', { name: 'Nachname' }).fill(user.lastName);
  await dialog.getByRole('combobox', { name: /Rollen/ }).click();
  await page.getByRole('option', { name: user.roleTitle, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Fills and submits 'Nutzer hinzufügen' on /management/users and waits until the dialog closed itself. */
export async function addUserThroughDialog(page: Page, user: NewUser): Promise<void> {
  await page.getByRole('button', { name: 'Nutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nutzer hinzufügen' });
  await expect(dialog).toBeVisible();
  await fillUserDialog(page, dialog, user);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText('Nutzer erfolgreich hinzugefügt')).toBeVisible();
  // Closes by itself 3 s after the success message.
  await expect(dialog).toBeHidden({ timeout: 8000 });
}

/** Follows an area's link in the navigation of /management and checks the address it leads to. */
export async function openManagementArea(page: Page, link: RegExp, url: RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
    .getByRole('link', { name: link })
    .click();
  await expect(page).toHaveURL(url);
}

/** Opens the mailed invitation in `page`, sets the password and signs in as the new user. */
export async function acceptInvitation(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto(await newestTokenLink(request, email));
  await page.getByRole('textbox', { name: 'Neues Passwort' }).fill(INVITED_PASSWORD);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(INVITED_PASSWORD);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde gespeichert.')).toBeVisible();
  await loginWith(page, email, INVITED_PASSWORD);
}

/** An access token straight from the API, for preparing data the screen under test needs. */
export async function apiToken(
  request: APIRequestContext,
  userName: string,
  password: string,
): Promise<string> {
  const reply = await request.post('/api/authenticate', { form: { userName, password } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

/** The path of the newest /join link (an invitation into another client) mailed to `to`. */
export function newestJoinLink(request: APIRequestContext, to: string): Promise<string> {
  return newestMailedLink(request, to, /\/join\/[^\s"<]+/);
}
