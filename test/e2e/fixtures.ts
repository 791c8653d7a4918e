import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { startLocalCloud } from '../../infra/local/cloud.js';

/** Seeded by the local cloud (infra/local/demoData.ts). */
export const DEMO_PASSWORD = 'Prozess!2026';
export const DEMO_USERS = {
  admin: 'admin@demo.local',
  modeller: 'modeller@demo.local',
  employee: 'mitarbeiter@demo.local',
} as const;

/** Opens the page of another person: signed in as `email`, or signed out when there is none. */
export type AnotherPerson = (email?: string) => Promise<Page>;

/**
 * Every worker tests against a local cloud of its own (emulators, seeded demo tenants, API and the
 * built SPA, throw-away data), so workers run side by side without seeing each other's data and
 * every worker starts from the same seed. A cloud that already runs is used instead when
 * E2E_CLOUD_URL (and E2E_CLOUD_MAILBOX_URL) name it; then one worker runs, as they would share its data.
 * The address is published in the worker's environment as E2E_BASE_URL and E2E_MAILBOX_URL, where
 * hooks that open their own page and the mailbox helpers read it. Playwright hands a worker's
 * environment on to the next worker, so a worker always overwrites both, never trusts them.
 */
export const test = base.extend<
  { contentSecurityPolicy: undefined; browserLog: undefined; anotherPerson: AnotherPerson },
  { localCloud: string }
>({
  localCloud: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const external = process.env.E2E_CLOUD_URL;
      if (external) {
        process.env.E2E_BASE_URL = external;
        process.env.E2E_MAILBOX_URL = process.env.E2E_CLOUD_MAILBOX_URL ?? '';
        await use(external);
        return;
      }
      const cloud = await startLocalCloud();
      process.env.E2E_BASE_URL = cloud.baseUrl;
      process.env.E2E_MAILBOX_URL = cloud.mailboxUrl;
      await use(cloud.baseUrl);
      await cloud.stop();
    },
    { scope: 'worker', auto: true, timeout: 320_000 },
  ],
  baseURL: async ({ localCloud }, use) => {
    await use(localCloud);
  },
  /**
   * Other people at other computers in the same test: each call opens a browser of its own (its own
   * cookies and storage, a desktop window in German), signed in as `email` or signed out without one.
   * The test's end closes them all, also when it fails half-way.
   */
  anotherPerson: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email) => {
      const context = await browser.newContext({
        baseURL,
        locale: 'de-DE',
        viewport: { width: 1440, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      if (email !== undefined) await login(page, email);
      return page;
    });
    for (const context of contexts) await context.close();
  },
  /**
   * Every page runs under the CSP the server sends (infra/lib/securityHeaders.ts, as CloudFront
   * does): a test fails when the browser reports anything the policy blocked.
   */
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A failed test carries what the page went through, newest first: navigations, refused API
   * calls, browser errors. The reporter prints it beside the error, so a failure on CI can be
   * read without its trace (traces are off there to save time).
   */
  browserLog: [
    async ({ page }, use, testInfo) => {
      const events: string[] = [];
      const started = Date.now();
      const record = (line: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) record(`nav ${new URL(frame.url()).pathname}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && response.url().includes('/api/'))
          record(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      page.on('requestfailed', (request) => {
        if (request.url().includes('/api/'))
          record(`failed ${request.method()} ${new URL(request.url()).pathname}`);
      });
      page.on('pageerror', (error) => record(`pageerror ${error.message}`));
      page.on('console', (message) => {
        // A refused call is already listed with its method and path.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          record(`console ${message.text()}`);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && events.length > 0) {
        await testInfo.attach('browser-log', {
          body: events.reverse().join('\n'),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
});

export { expect };

/** A page of its own for a hook (`test.beforeAll`), where no test's page exists, on the worker's cloud; the hook closes it. */
export const seedPage = (browser: Browser): Promise<Page> =>
  browser.newPage({ baseURL: process.env.E2E_BASE_URL });

/**
 * Seeds what the tests of a file share once, before the first of them, through a page of its own
 * (see `seedPage`) that is closed afterwards, and answers a getter for what `seed` returned.
 * `timeout` is the hook's: seeding through the real routes (mails, state machines) takes minutes.
 */
export function seedOnce<T>(timeout: number, seed: (page: Page) => Promise<T>): () => T {
  let seeded: { readonly value: T } | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(timeout);
    const page = await seedPage(browser);
    try {
      seeded = { value: await seed(page) };
    } finally {
      await page.close();
    }
  });
  return () => {
    if (!seeded) throw new Error('the seed of this file did not finish');
    return seeded.value;
  };
}

function isReleaseNotesCheck(url: string, method: string): boolean {
  return method === 'GET' && new URL(url).pathname === '/api/user/releaseNotes';
}

/** Waits for the shell's release-notes check; promise to await after the action that loads the shell. */
export function releaseNotesCheck(page: Page): Promise<{ acknowledged: boolean }> {
  return page
    .waitForResponse((response) => isReleaseNotesCheck(response.url(), response.request().method()))
    .then((response) => response.json() as Promise<{ acknowledged: boolean }>);
}

/** Closes the release-notes dialog with 'Verstanden' when the server says it is still due. */
export async function settleReleaseNotes(
  page: Page,
  check: Promise<{ acknowledged: boolean }>,
): Promise<void> {
  const { acknowledged } = await check;
  if (acknowledged) return;
  const dialog = page.getByRole('dialog', { name: 'Neue Funktionen sind verfügbar' });
  await dialog.getByRole('button', { name: 'Verstanden' }).click();
  await expect(dialog).toBeHidden();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
}

/** Signs in through the login screen and lands on the start page with the release notes out of the way. */
export async function login(
  page: Page,
  email: string,
  options: { keepReleaseNotes?: boolean } = {},
): Promise<void> {
  await fillLogin(page, email, DEMO_PASSWORD);
  const check = releaseNotesCheck(page);
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  await page.waitForURL('**/menu');
  if (options.keepReleaseNotes) return;
  await settleReleaseNotes(page, check);
}

/** Every test of the enclosing block (or file) starts signed in as `email`. */
export function signedInAs(email: string): void {
  test.beforeEach(async ({ page }) => {
    await login(page, email);
  });
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' });
}
