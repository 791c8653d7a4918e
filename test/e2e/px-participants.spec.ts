import type { APIRequestContext, Page } from '@playwright/test';
import { CHECKLIST_TEMPLATE_STEPS } from '@prozesspuls/shared/checklists';
import { readableTextColor } from '@prozesspuls/shared/rules';
import { iwakSurveyBody } from '../fixtures/surveys';
import { DEMO_PASSWORD, DEMO_USERS, expect, login, test } from './fixtures';
import { newestMailedLink } from './mailbox';
import { apiToken, newestTokenLink } from './management-helpers';

/**
 * Through the browser: the participation page in the inviting client's look,
 * English participation end to end (kept on resume), the phone survey card on /menu, the survey
 * list at 1366 px, Esc in the send dialog, and the checklist's survey-step dialog.
 */

const tag = Date.now().toString(36);
const DOMAIN = `marke-${tag}.local`;
const CLIENT_NAME = `Markenhaus ${tag}`;
/** A 1×1 PNG, as the client administration stores a logo (data URL). */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** #1A73E8 as the browser computes it. */
const CLIENT_RGB = 'rgb(26, 115, 232)';
/**
 * The client's name is text on the page's #F3F3F3: #1A73E8 reaches only about 4.2:1 there, so the
 * name takes the lightest darker shade of it that reads at 4.5:1.
 */
const CLIENT_NAME_RGB = (() => {
  const hex = readableTextColor('1a73e8', 'f3f3f3');
  const value = Number.parseInt(hex, 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
})();
const TEILNAHME = /\/teilnahme\/[A-Za-z0-9_-]+/;

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const reply = await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(reply.ok(), `${path} → ${reply.status()} ${await reply.text()}`).toBe(true);
  return (await reply.json()) as { id: string };
}

/**
 * A client of its own with name, logo and colour (through the superuser API), whose administrator
 * sends an IWAK survey to `recipients` addresses of its domain; answers the addresses.
 */
async function brandedInvitations(request: APIRequestContext, recipients: number): Promise<string[]> {
  const superuser = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const adminEmail = `chef@${DOMAIN}`;
  const created = await request.post('/api/client', {
    headers: { authorization: `Bearer ${superuser}` },
    data: {
      companyName: CLIENT_NAME,
      shortName: 'Marke',
      adminEmail,
      identityColor: '#1A73E8',
      imageUrl: LOGO,
    },
  });
  expect(created.status()).toBe(201);
  const invitation = await newestTokenLink(request, adminEmail);
  const password = `Marke!${tag}Aa1`;
  const set = await request.post('/api/authenticate/authToken', {
    form: { authToken: invitation.replace('/tokenAuth/', ''), password },
  });
  expect(set.status()).toBe(200);
  const admin = await apiToken(request, adminEmail, password);
  await post(request, admin, '/permission', { roleId: 'administrator', name: 'SURVEY', granted: true });
  const survey = await post(request, admin, '/px/survey', iwakSurveyBody(`Markenumfrage ${tag}`));
  const emails = Array.from({ length: recipients }, (_, index) => `person${index + 1}@${DOMAIN}`);
  await post(request, admin, '/px/survey/send', { surveyId: survey.id, emails });
  return emails;
}

let invited: string[] = [];

test.describe('participation of a branded client', () => {
  test.beforeAll(async ({ request }) => {
    invited = await brandedInvitations(request, 5);
  });

  test('the participation page shows the client logo, name and colour', async ({ page, request }) => {
    const link = await newestMailedLink(request, invited[0] ?? '', TEILNAHME);
    await page.goto(link);
    const brand = page.getByTestId('participation-brand');
    await expect(brand.getByRole('img', { name: CLIENT_NAME })).toHaveAttribute('src', LOGO);
    await expect(brand.getByText(CLIENT_NAME, { exact: true })).toHaveCSS('color', CLIENT_NAME_RGB);
    expect(CLIENT_NAME_RGB).not.toBe(CLIENT_RGB);
    await expect(page.locator('main.pp-participation')).toHaveCSS('border-top-color', CLIENT_RGB);
    await expect(brand.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a participant answers in English, resumes in English and submits', async ({ page, request }) => {
    test.setTimeout(120_000);
    const link = await newestMailedLink(request, invited[1] ?? '', TEILNAHME);
    await page.goto(link);
    const brand = page.getByTestId('participation-brand');
    await brand.getByRole('button', { name: 'English' }).click();
    await expect(brand.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Your role', { exact: true })).toBeVisible();
    await expect(page.getByText('I know exactly what is expected of me in my role.').first()).toBeVisible();
    await expect(page.getByText('Fully applies').first()).toBeVisible();
    await expect(page.getByText('Trifft voll und ganz zu')).toHaveCount(0);
    await page.locator('input[type="radio"]').first().check({ force: true });
    await page.getByRole('button', { name: 'Next' }).click();

    // The answer, the page and the language are saved with the draft: the link resumes in English.
    await expect
      .poll(async () => {
        const reply = await request.get(`/api/participation/${link.split('/').at(-1)}`);
        const saved = (await reply.json()) as { locale: string; currentPage: number };
        return `${saved.locale} ${saved.currentPage > 0}`;
      })
      .toBe('en true');
    await page.goto(link);
    await expect(
      page.getByText('Welcome back! You are continuing the survey where you left off.'),
    ).toBeVisible();
    await expect(brand.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);

    // Through the remaining pages (no question is required) to the English thanks.
    const complete = page.getByRole('button', { name: 'Complete' });
    for (let pageNo = 0; pageNo < 10 && !(await complete.isVisible()); pageNo++) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await complete.click();
    await expect(page.getByText('Thank you for taking part!')).toBeVisible();
  });
});

test.describe('the surveys of the owners and members', () => {
  test("on a phone, /menu's survey card keeps the title readable beside 'Teilnehmen'", async ({
    browser,
    request,
  }) => {
    const modeller = await apiToken(request, DEMO_USERS.modeller, DEMO_PASSWORD);
    const title = `Eine Umfrage mit einem recht langen Titel zur Zusammenarbeit ${tag}`;
    const survey = await post(request, modeller, '/px/survey', iwakSurveyBody(title));
    const emails = [1, 2, 3, 4].map((n) => `handy${n}.${tag}@demo.local`);
    await post(request, modeller, '/px/survey/send', {
      surveyId: survey.id,
      userIds: [DEMO_USERS.employee],
      emails,
    });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    const page = await phone.newPage();
    await login(page, DEMO_USERS.employee);
    await page.goto('/menu');
    const item = page.getByTestId('open-survey').filter({ hasText: title });
    const text = item.getByText(title);
    const button = item.getByRole('button', { name: 'Teilnehmen' });
    await expect(text).toBeVisible();
    await expect(button).toBeVisible();
    const textBox = await text.boundingBox();
    const buttonBox = await button.boundingBox();
    if (!textBox || !buttonBox) throw new Error('Karte nicht gemessen');
    // Side by side, never overlapping, and the title keeps a readable width.
    expect(textBox.x + textBox.width).toBeLessThanOrEqual(buttonBox.x);
    expect(textBox.width).toBeGreaterThan(150);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390);
    await phone.close();
  });

  test('the survey list fits 1366 px with its actions column fully visible', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, DEMO_USERS.modeller);
    const token = await page.evaluate<string>(
      "JSON.parse(localStorage.getItem('prozesspuls.session') ?? '{}').accessToken ?? ''",
    );
    await post(page.request, token, '/px/survey', iwakSurveyBody(`Breite ${tag}`));
    await page.goto('/surveys');
    const row = page.getByTestId('survey-row').filter({ hasText: `Breite ${tag}` });
    const actions = row.getByTestId('survey-actions');
    await expect(actions.getByRole('button', { name: 'Umfrage löschen' })).toBeVisible();
    for (const button of await actions.getByRole('button').all())
      await expect(button).toBeInViewport({ ratio: 1 });
    const box = await actions.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1366);
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(1366);
  });

  test('Esc in the send dialog asks before discarding the chosen recipients', async ({ page }) => {
    await login(page, DEMO_USERS.modeller);
    const token = await page.evaluate<string>(
      "JSON.parse(localStorage.getItem('prozesspuls.session') ?? '{}').accessToken ?? ''",
    );
    const title = `Esc ${tag}`;
    await post(page.request, token, '/px/survey', iwakSurveyBody(title));
    await page.goto('/surveys');
    const row = page.getByTestId('survey-row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Umfrage senden', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Umfrage senden' });

    // Nothing chosen yet: Esc closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: 'Umfrage senden', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'E-Mail-Adressen' }).fill(`esc.${tag}@demo.local `);
    await expect(dialog.locator('.MuiChip-root')).toHaveCount(1);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Auswahl verwerfen?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Weiter auswählen' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.locator('.MuiChip-root')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Erstellt');
  });
});

async function markStepDone(page: Page, stepIndex: number) {
  const items = CHECKLIST_TEMPLATE_STEPS[stepIndex]?.fields[1]?.options.map((o) => o.question) ?? [];
  for (const item of items) {
    await page.getByRole('radiogroup', { name: item }).getByLabel('Vollständig erledigt').check();
  }
}

test("the survey-step dialog follows only the survey step, and 'Ja' opens the linked evaluation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.admin);
  const token = await page.evaluate<string>(
    "JSON.parse(localStorage.getItem('prozesspuls.session') ?? '{}').accessToken ?? ''",
  );
  const survey = await post(page.request, token, '/px/survey', iwakSurveyBody(`Checkliste ${tag}`));
  const checklist = await post(page.request, token, '/checklist', {
    name: `Schritte ${tag}`,
    creator: '',
    mod1surveyId: survey.id,
  });

  await page.goto(`/checklist/answerChecklist/${checklist.id}?skipStep4=false`);
  await expect(page.getByRole('heading', { name: '1. Zweck bestimmen' })).toBeVisible();
  await markStepDone(page, 0);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const stepDone = page.getByRole('dialog', { name: 'Sie haben einen Umfrageschritt abgeschlossen' });
  await stepDone.getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/evaluation/${survey.id}$`));

  // Back in the checklist at step 2: completing it is no survey step, so it moves on directly.
  await page.goto(`/checklist/answerChecklist/${checklist.id}?skipStep4=false`);
  await expect(page.getByRole('heading', { name: '2. Gezielt vorbereiten' })).toBeVisible();
  await markStepDone(page, 1);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: '3. Weiter anpassen' })).toBeVisible();
  await expect(stepDone).toHaveCount(0);
});
