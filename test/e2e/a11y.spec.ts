import type { Page } from '@playwright/test';
import { iwakSurveyBody } from '../fixtures/surveys';
import {
  type A11yData,
  a11yData,
  axeFindings,
  type Finding,
  isBlocking,
  report,
  routeUrls,
  settled,
  surveyFinished,
} from './a11y-helpers';
import { DEMO_USERS, expect, login, seedPage, test } from './fixtures';
import { api, expandFolder, openProcessList, searchFor } from './processes-helpers';

/**
 * Every route of the SPA's path table passes axe-core (WCAG 2.0/2.1 A and AA, the
 * level BITV 2.0 and EN 301 549 require) without a serious or critical violation, signed out and
 * signed in as each demo role; so do the main dialogs, the evaluation charts and the participation
 * page on a phone. Each test prints the views it checked and every finding, moderate ones too.
 */

const tag = Date.now().toString(36);
let data: A11yData;

test.beforeAll(async ({ browser }) => {
  // Sending, answering and finishing two surveys through the real routes.
  test.setTimeout(600_000);
  const page = await seedPage(browser);
  data = await a11yData(page);
  await page.close();
});

/** Navigates the loaded SPA to `url` the way its links do: a history entry the router follows. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    // The test project's types have no DOM; the page has history and PopStateEvent.
    const window = globalThis as unknown as {
      history: { pushState: (state: unknown, title: string, url: string) => void };
      dispatchEvent: (event: unknown) => boolean;
      PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
    };
    window.history.pushState({}, '', target);
    window.dispatchEvent(new window.PopStateEvent('popstate', { state: {} }));
  }, url);
}

/**
 * The page's requests in flight. After an in-app navigation there is no load event, so
 * `networkidle` says nothing; `quiet()` waits until no request has been open for 300 ms (at most
 * 2 s: pages that poll never fall quiet, for them the loading indicators decide).
 */
function requestsInFlight(page: Page) {
  let open = 0;
  let changedAt = Date.now();
  const change = (delta: number) => {
    open = Math.max(0, open + delta);
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: () =>
      expect
        .poll(() => open === 0 && Date.now() - changedAt >= 300, { timeout: 2_000, intervals: [50] })
        .toBe(true)
        .catch(() => undefined),
  };
}

/** Opens every route and runs axe once per page it lands on (a redirect target is checked once). */
async function checkEveryRoute(page: Page, who: string): Promise<void> {
  const checked: string[] = [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
  let loaded = false;
  const network = requestsInFlight(page);
  for (const { pattern, url } of routeUrls(data)) {
    const started = Date.now();
    // The first route loads the app; the others navigate inside it, as a user does, instead of
    // loading the whole SPA again for each of them.
    if (loaded) {
      await navigateInApp(page, url);
      await network.quiet();
    } else await page.goto(url);
    loaded = true;
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (seen.has(landed)) {
      checked.push(`${pattern} → ${landed} (bereits geprüft)`);
      continue;
    }
    seen.add(landed);
    const found = await axeFindings(page, `${who} ${pattern}`);
    findings.push(...found);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    checked.push(`${landed === url ? pattern : `${pattern} → ${landed}`} (${seconds} s)`);
    // Each route as it is done, so a run cut short still shows what it found.
    console.log(
      `[a11y] ${who} ${pattern}: ${found.filter(isBlocking).length} serious/critical (${seconds} s)`,
    );
  }
  report(`Routen, ${who}`, checked, findings);
  expect(findings.filter(isBlocking)).toEqual([]);
}

test.describe('every route of the path table passes axe (WCAG 2.1 AA)', () => {
  // About 40 routes with a page load and an axe run each (about 2 s each on an idle machine, far
  // more on a busy one).
  test.describe.configure({ timeout: 900_000 });

  test('signed out', async ({ page }) => {
    await checkEveryRoute(page, 'abgemeldet');
  });

  for (const [role, email] of Object.entries(DEMO_USERS)) {
    test(`signed in as ${role}`, async ({ page }) => {
      await login(page, email);
      await checkEveryRoute(page, role);
    });
  }
});

test('the main dialogs pass axe: new process, share, survey send', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  const checked: string[] = [];
  async function check(name: string) {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await settled(page);
    checked.push(name);
    findings.push(...(await axeFindings(page, `Dialog ${name}`)));
    return dialog;
  }

  await login(page, DEMO_USERS.modeller);
  await openProcessList(page);
  await page.getByRole('button', { name: 'Neues Prozessmodell' }).click();
  const mode = await check('Neues Prozessmodell');
  await mode.getByRole('button', { name: /Neu erstellen/ }).click();
  const create = await check('Prozessmodell erstellen');
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  await searchFor(page, data.modelName);
  await expandFolder(page, 'Default');
  await page.getByRole('button', { name: `Weitere Aktionen für ${data.modelName}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Teilen' }).click();
  const share = await check(`Prozessmodell "${data.modelName}" teilen`);
  await share.getByRole('button', { name: 'Schließen' }).click();
  await expect(share).toBeHidden();

  const title = `Zu senden ${tag}`;
  await api(page, 'POST', '/px/survey', iwakSurveyBody(title));
  await page.goto('/surveys');
  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await row.hover();
  await row.getByRole('button', { name: 'Umfrage senden', exact: true }).click();
  await check('Umfrage senden');

  report('Dialoge', checked, findings);
  expect(findings.filter(isBlocking)).toEqual([]);
});

test('the evaluation charts pass axe and carry their figures as a table', async ({ page }) => {
  test.setTimeout(480_000);
  const findings: Finding[] = [];
  const checked: string[] = [];
  await login(page, DEMO_USERS.modeller);
  await surveyFinished(page, data.iwakSurveyId);

  await page.goto(`/surveys/evaluation/${data.iwakSurveyId}`);
  await settled(page);
  await page.getByRole('tab', { name: 'Statistik' }).click();
  const bars = page.getByTestId('statistic-question').first();
  await expect(bars.getByRole('img').locator('canvas')).toBeVisible();
  // The chart's figures for screen readers: a table with a row per answer.
  await expect(bars.getByRole('table')).toHaveCount(1);
  await expect(bars.getByRole('table').getByRole('row')).not.toHaveCount(0);
  checked.push('Statistik (Balkendiagramme)');
  findings.push(...(await axeFindings(page, 'Auswertung Statistik')));

  await page.getByRole('tab', { name: 'Reaktionsvolumen' }).click();
  const volume = page.getByRole('img', { name: 'Reaktionsvolumen' });
  await expect(volume.locator('canvas')).toBeVisible();
  await expect(page.getByRole('table', { name: /Reaktionsvolumen/ })).toHaveCount(1);
  checked.push('Reaktionsvolumen (Liniendiagramm)');
  findings.push(...(await axeFindings(page, 'Auswertung Reaktionsvolumen')));

  await page.goto(`/surveys/evaluation/custom/${data.customSurveyId}`);
  await settled(page);
  await expect(page.locator('canvas').first()).toBeVisible();
  checked.push('Eigene Auswertung (Diagramme)');
  findings.push(...(await axeFindings(page, 'Eigene Auswertung')));

  report('Auswertungsdiagramme', checked, findings);
  expect(findings.filter(isBlocking)).toEqual([]);
});

test('the participation page passes axe on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const findings: Finding[] = [];
  const checked: string[] = [];
  await page.goto(`/teilnahme/${data.participationToken}`);
  // The custom survey has no start page: its first question shows at once.
  await expect(page.getByText('Ihr Team')).toBeVisible();
  checked.push('Fragen');
  findings.push(...(await axeFindings(page, 'Teilnahme Fragen')));
  await context.close();

  report('Teilnahme (Telefon)', checked, findings);
  expect(findings.filter(isBlocking)).toEqual([]);
});
