import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { mailsTo } from './mailbox';

/**
 * Sending end to end: the modeller sends an IWAK survey to a member and four
 * typed addresses (an invalid one turns red first), three personal links arrive by mail, the
 * participants answer on the public page (one stops halfway and resumes in a fresh browser), the
 * list counts sent/answered, 'Umfrage beenden' finishes it, and a used link cannot answer again.
 */

const suffix = Date.now().toString(36);
const TITLE = `Versand ${suffix}`;
// Typed addresses in the demo client's users' domain: surveys go only to its allowed mail domains,
// and a round needs at least 5 distinct recipients (the anonymity threshold).
const EXTERNAL_ONE = `extern.eins.${suffix}@demo.local`;
const EXTERNAL_TWO = `extern.zwei.${suffix}@demo.local`;
const FURTHER = [`extern.drei.${suffix}@demo.local`, `extern.vier.${suffix}@demo.local`];
const INVALID = 'kein-gueltiger-eintrag';
const START_PAGE = 'Liebe Kolleginnen und Kollegen, bitte nehmen Sie sich zehn Minuten Zeit.';
const INVALID_MESSAGE =
  'Fehlerhaftes Format einiger Mail-Adressen. Bitte prüfen Sie die Korrektheit dieser Mail-Adressen.';

/** The personal links mailed in this run, by recipient. */
const links = new Map<string, string>();

const surveyRow = (page: Page) => page.getByTestId('survey-row').filter({ hasText: TITLE });

/** The newest /teilnahme/{token} path mailed to `to` (SES emulator store). */
async function participationLinkTo(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await mailsTo(page.request, to)).map((mail) => mail.body.text ?? '');
        link = texts.map((text) => /\/teilnahme\/[A-Za-z0-9_-]+/.exec(text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

async function createIwakSurvey(page: Page): Promise<void> {
  await page.goto('/surveys');
  await page.getByRole('button', { name: 'Neue Umfrage' }).click();
  const picker = page.getByRole('dialog', { name: 'Wie soll Ihre Umfrage generiert werden?' });
  await picker.getByRole('link', { name: /^Arbeitswissenschaftliche Umfrage/ }).click();
  await page.getByRole('button', { name: /Modul 1: Bindungsmodul/ }).click();
  // Without the personal questions: every question is a 1–6 scale.
  await page.getByRole('checkbox', { name: /Personenstandsdaten/ }).uncheck();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('textbox', { name: 'Umfragetitel' }).fill(TITLE);
  await page.getByTestId('start-page-editor').click();
  await page.keyboard.type(START_PAGE);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('button', { name: 'Umfrage generieren' }).click();
  await page.waitForURL(/\/surveys$/);
  await expect(surveyRow(page)).toContainText('Erstellt');
}

/** The visible survey page of the participation page (survey-react-ui). */
const surveyPage = (page: Page) => page.locator('.sd-page').filter({ visible: true });

/** Answers every scale row of the current page with the given level (column 1–6). */
async function answerCurrentPage(page: Page, level: number): Promise<void> {
  const rows = surveyPage(page).locator('tr.sd-table__row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) {
    await rows
      .nth(index)
      .locator('td.sd-matrix__cell label')
      .nth(level - 1)
      .click();
  }
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Antworten absenden', exact: true });

/** Answers from the current page to the end and submits; waits for the thanks page. */
async function answerToTheEnd(page: Page, level: number): Promise<void> {
  for (;;) {
    await answerCurrentPage(page, level);
    if (await submitButton(page).isVisible()) break;
    await nextButton(page).click();
  }
  await submitButton(page).click();
  await expect(page.getByText('Vielen Dank für Ihre Teilnahme!')).toBeVisible();
}

/** Opens a personal link in a fresh browser context: no session, no cookies, like another device. */
async function openLink(browser: Browser, link: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(link);
  return { page, close: () => context.close() };
}

async function startSurvey(page: Page): Promise<void> {
  await expect(page.getByText(START_PAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Umfrage starten' }).click();
}

async function rowAction(page: Page, label: string): Promise<Locator> {
  const row = surveyRow(page);
  await row.hover();
  return row.getByRole('button', { name: label, exact: true });
}

test.describe
  .serial('sending an IWAK survey and answering it anonymously', () => {
    // Answering a whole IWAK survey by clicking takes most of a minute on a busy machine.
    test.describe.configure({ timeout: 150_000 });

    test('the modeller sends it to a member and four addresses; the invalid one turns red', async ({
      page,
    }) => {
      await login(page, DEMO_USERS.modeller);
      await createIwakSurvey(page);
      await (await rowAction(page, 'Umfrage senden')).click();
      const dialog = page.getByRole('dialog', { name: 'Umfrage senden' });

      await dialog.getByRole('combobox', { name: 'Mitglieder des Mandanten' }).fill('mitarbeiter');
      await page.getByRole('option', { name: new RegExp(DEMO_USERS.employee) }).click();

      const addresses = dialog.getByRole('combobox', { name: 'E-Mail-Adressen' });
      await addresses.fill(`${EXTERNAL_ONE} `);
      await addresses.fill(`${INVALID} `);
      const invalidChip = dialog.locator('.MuiChip-root', { hasText: INVALID });
      await expect(invalidChip).toHaveAttribute('data-invalid', 'true');
      await expect(invalidChip).toHaveClass(/MuiChip-colorError/);
      await expect(dialog.getByText(INVALID_MESSAGE)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Senden' })).toBeDisabled();

      await invalidChip.locator('.MuiChip-deleteIcon').click();
      await expect(dialog.getByText(INVALID_MESSAGE)).toBeHidden();
      await addresses.fill(EXTERNAL_TWO);
      await addresses.press('Enter');
      await expect(dialog.locator('.MuiChip-root', { hasText: EXTERNAL_TWO })).toBeVisible();
      for (const further of FURTHER) await addresses.fill(`${further} `);
      await expect(dialog.locator('.MuiChip-root', { hasText: FURTHER[1] })).toBeVisible();

      await dialog.getByRole('button', { name: 'Senden' }).click();
      await expect(page.getByText('Umfrage wurde erfolgreich versendet!')).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = surveyRow(page);
      await expect(row).toContainText('Versendet');
      await expect(row.locator('td').nth(6)).toHaveText('5');
      await expect(row.locator('td').nth(7)).toHaveText('0');
      await expect(row.getByRole('button', { name: 'Auswerten' })).toBeDisabled();

      for (const to of [DEMO_USERS.employee, EXTERNAL_ONE, EXTERNAL_TWO]) {
        links.set(to, await participationLinkTo(page, to));
      }
      expect(new Set(links.values()).size).toBe(3);
    });

    test('the member finds it on the start page and answers it', async ({ page }) => {
      await login(page, DEMO_USERS.employee);
      const card = page.getByRole('region', { name: 'Meine Umfragen' });
      const item = card.getByTestId('open-survey').filter({ hasText: TITLE });
      await item.getByRole('button', { name: 'Teilnehmen' }).click();
      await page.waitForURL(/\/teilnahme\//);
      await startSurvey(page);
      // A progress bar over the pages ('Fortschritt'), German throughout.
      await expect(page.getByRole('tablist', { name: 'Fortschritt' })).toBeVisible();
      await answerToTheEnd(page, 2);
    });

    test('one participant stops halfway and resumes through the same link in another browser', async ({
      browser,
    }) => {
      const link = links.get(EXTERNAL_TWO) ?? '';
      const first = await openLink(browser, link);
      await startSurvey(first.page);
      await answerCurrentPage(first.page, 5);
      const saved = first.page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/api/participation/'),
      );
      await nextButton(first.page).click();
      expect((await saved).status()).toBe(200);
      const stoppedOn = await surveyPage(first.page).locator('.sd-page__title').first().textContent();
      await first.close();

      const later = await openLink(browser, link);
      await expect(later.page.getByText('Willkommen zurück!')).toBeVisible();
      await expect(surveyPage(later.page).locator('.sd-page__title').first()).toHaveText(stoppedOn ?? '');
      // The second browser leaves it for now: the list below counts it as not answered yet.
      await later.close();
    });

    test('another participant answers completely; the list shows 5 sent, 2 answered, ANSWERED', async ({
      browser,
      page,
    }) => {
      const participant = await openLink(browser, links.get(EXTERNAL_ONE) ?? '');
      await startSurvey(participant.page);
      await answerToTheEnd(participant.page, 4);
      await participant.close();

      await login(page, DEMO_USERS.modeller);
      await page.goto('/surveys');
      const row = surveyRow(page);
      await expect(row).toContainText('Beantwortet');
      await expect(row.locator('td').nth(6)).toHaveText('5');
      await expect(row.locator('td').nth(7)).toHaveText('2');
      await expect(row.getByRole('button', { name: 'Auswerten' })).toBeEnabled();
    });

    test('the halfway participant finishes later; a used link cannot answer twice', async ({ browser }) => {
      const resumed = await openLink(browser, links.get(EXTERNAL_TWO) ?? '');
      await expect(resumed.page.getByText('Willkommen zurück!')).toBeVisible();
      await answerToTheEnd(resumed.page, 3);
      await resumed.close();

      // The member answered through the start page; the mailed link knows it too.
      const reused = await openLink(browser, links.get(DEMO_USERS.employee) ?? '');
      await expect(
        reused.page.getByRole('heading', { name: 'Sie haben bereits teilgenommen' }),
      ).toBeVisible();
      await expect(reused.page.locator('.sd-page')).toHaveCount(0);
      await reused.close();

      const unknown = await openLink(browser, '/teilnahme/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(unknown.page.getByRole('heading', { name: 'Dieser Link ist ungültig' })).toBeVisible();
      await unknown.close();

      // A link cut short when copied from the mail: the same notice, never a form-validation text.
      const truncated = await openLink(browser, '/teilnahme/AAAAAAAAAA');
      await expect(truncated.page.getByRole('heading', { name: 'Dieser Link ist ungültig.' })).toBeVisible();
      await expect(truncated.page.getByText('Einladungs-E-Mail')).toBeVisible();
      await expect(truncated.page.getByText('mindestens 20 Zeichen')).toHaveCount(0);
      await truncated.close();
    });

    test("'Umfrage beenden' runs the finish and the survey is FINISHED; its links end", async ({
      page,
      browser,
    }) => {
      await login(page, DEMO_USERS.modeller);
      await page.goto('/surveys');
      // Finishing ends participation for those who have not answered: it asks first, naming them.
      await (await rowAction(page, 'Umfrage beenden')).click();
      const confirm = page.getByRole('dialog', { name: 'Umfrage beenden' });
      await expect(confirm).toContainText(
        /\d+ von \d+ Eingeladenen haben noch nicht geantwortet|Alle \d+ Eingeladenen haben geantwortet/,
      );
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(surveyRow(page).getByRole('button', { name: 'Umfrage beenden' })).toHaveCount(1);
      await (await rowAction(page, 'Umfrage beenden')).click();
      await confirm.getByRole('button', { name: 'Umfrage beenden' }).click();
      await expect(page.getByText('Umfrage wird abgeschlossen...').first()).toBeVisible();
      await expect(surveyRow(page)).toContainText('Beendet', { timeout: 60_000 });
      await expect(surveyRow(page).getByRole('button', { name: 'Umfrage beenden' })).toHaveCount(0);
      // The finish stored one evaluation point: the repeat badge counts it, the evaluation opens.
      await expect(surveyRow(page).getByTitle('Wiederholungen: 1')).toBeVisible();
      await expect(surveyRow(page).getByRole('button', { name: 'Auswerten' })).toBeEnabled();

      const ended = await openLink(browser, links.get(EXTERNAL_ONE) ?? '');
      await expect(
        ended.page.getByRole('heading', { name: /Diese Umfrage ist beendet|bereits teilgenommen/ }),
      ).toBeVisible();
      await ended.close();
    });
  });
