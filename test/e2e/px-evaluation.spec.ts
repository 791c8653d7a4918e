import type { ModuleEvaluation } from '@prozesspuls/shared';
import { DEMO_USERS, expect, login, seedPage, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { api } from './processes-helpers';
import {
  answersScoring,
  createCustomSurvey,
  createIwakSurvey,
  customAnswers,
  finishSurvey,
  matrixQuestionIds,
  resend,
  sendTo,
  submit,
} from './px-evaluation-seed';

/**
 * The evaluation screens in the browser on real data of the local cloud: the module 1 evaluation of a
 * finished IWAK survey with two rounds (trend chips, trend panel with its line chart), a survey
 * with 4 answers (threshold message instead of scores, in the API too), the dashboard's gauges,
 * the custom analytics, and no way in for members without the survey area. Everything is seeded
 * through the real routes (px-evaluation-seed.ts): send, answer by the mailed links, finish, resend.
 *
 * Every participant gives every question the same score (level, or 7 − level when inverted), so
 * each question's and node's score is the mean of the participants' scores:
 * round 1 scores 1, 1, 2, 2, 1 → 7/5 = 1.4; round 2 scores 3, 3, 2, 3, 3 → 14/5 = 2.8;
 * trend = previous − current = 1.4 − 2.8 = −1.4 ('gesunken', ≤ −1 → warning icon);
 * gauge 100 − round(100/6 × 2.8 = 46.67) = 53; word for 2.8: Befriedigend.
 * An inverted question in round 2 gets levels 4, 4, 5, 4, 4 → average answer 21/5 = 4.2,
 * 'Trifft eher zu' 4 (80,00 %), 'Trifft zu' 1 (20,00 %).
 */

const tag = Date.now().toString(36);
const TITLE = `IWAK Frühjahr ${tag}`;
const SMALL_TITLE = `IWAK Kleingruppe ${tag}`;
const CUSTOM_TITLE = `Eigene Umfrage ${tag}`;
const ROUND_1_SCORES = [1, 1, 2, 2, 1];
const ROUND_2_SCORES = [3, 3, 2, 3, 3];
const INVERTED_QUESTION = 'Ich weiß genau, was in meiner Rolle von mir erwartet wird.';
// In the demo client's users' domain: surveys go only to its allowed mail domains.
const addresses = (name: string, count: number) => participantAddresses(name, count, tag);

let surveyId = '';
let smallSurveyId = '';
let customSurveyId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await seedPage(browser);
  await login(page, DEMO_USERS.modeller);

  // The small survey first: the dashboard shows the client's latest evaluation per module.
  smallSurveyId = await createIwakSurvey(page, SMALL_TITLE);
  const smallQuestions = await matrixQuestionIds(page, smallSurveyId);
  // Sent to 5 (a list below the threshold is refused); 4 answer.
  for (const token of (await sendTo(page, smallSurveyId, addresses('klein', 5))).slice(0, 4)) {
    await submit(page, token, answersScoring(smallQuestions, 1));
  }
  await finishSurvey(page, smallSurveyId);

  surveyId = await createIwakSurvey(page, TITLE);
  const questions = await matrixQuestionIds(page, surveyId);
  // Round 1: 6 sent, 5 answer.
  const round1 = await sendTo(page, surveyId, addresses('runde1', 6));
  for (const [index, score] of ROUND_1_SCORES.entries()) {
    await submit(page, round1[index] ?? '', answersScoring(questions, score));
  }
  await finishSurvey(page, surveyId);
  await resend(page, surveyId);
  // Round 2: 6 other addresses, 5 answer.
  const round2 = await sendTo(page, surveyId, addresses('runde2', 6));
  for (const [index, score] of ROUND_2_SCORES.entries()) {
    await submit(page, round2[index] ?? '', answersScoring(questions, score));
  }
  await finishSurvey(page, surveyId);

  const customSurvey = await createCustomSurvey(page, CUSTOM_TITLE);
  customSurveyId = customSurvey.id;
  const custom = await sendTo(page, customSurveyId, addresses('eigen', 6));
  for (const [index, team] of [
    'Vertrieb',
    'Vertrieb',
    'Technik',
    'Vertrieb',
    'Technik',
    'Vertrieb',
  ].entries()) {
    await submit(page, custom[index] ?? '', customAnswers(customSurvey, team, `Idee ${index + 1}`));
  }
  await page.close();
});

test('the module 1 evaluation of a finished survey with two rounds shows trend chips and the line chart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, DEMO_USERS.modeller);
  // Two stored evaluation points, one per round, with the hand-computed scores and trend.
  const points = await api<ModuleEvaluation[]>(page, 'GET', `/px/evaluation/timestamp/${surveyId}/module/1`);
  expect(points.map((point) => [point.round, point.numberCompleteAnswered, point.hidden])).toEqual([
    [1, 5, null],
    [2, 5, null],
  ]);
  const rollenIn = (point: ModuleEvaluation | undefined) =>
    point?.nodes.find((node) => node.name === 'Rollenmerkmale');
  expect(rollenIn(points[0])).toMatchObject({ score: 1.4 });
  expect(rollenIn(points[1])).toMatchObject({ score: 2.8, trend: -1.4 });

  await page.goto(`/surveys/evaluation/${surveyId}`);

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByTestId('module-chip')).toHaveText('Bindungsmodul');
  await expect(page.getByTestId('state-chip')).toHaveText('Beendet');
  await expect(page.getByText('Wiederholt verschickt')).toBeVisible();
  await expect(page.getByText('Teilnehmeranzahl')).toBeVisible();

  // Outcome tab first: Zufriedenheit und Bindung 1.4 → 2.8, trend −1.4 'gesunken'.
  await expect(page.getByRole('tab', { name: 'Stimmungsbild der Beschäftigten' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const outcome = page.getByTestId('evaluation-card').filter({ hasText: 'Zufriedenheit und Bindung' });
  await expect(outcome.getByRole('img', { name: 'Score 2,8' })).toBeVisible();
  await expect(outcome.getByText('gesunken −1,4').first()).toBeVisible();
  // The spec's sign, said in words that cannot be misread (a lower score is better).
  await expect(outcome.getByText(/gesunken −1,4 · verschlechtert um 1,4/).first()).toBeVisible();

  // 'all' tab: Rollenmerkmale worsened by more than 1 → warning icon in its trend panel with the line chart.
  await page.getByRole('tab', { name: 'Belastungen und Ressourcen' }).click();
  const rollen = page.getByTestId('evaluation-card').filter({ hasText: 'Rollenmerkmale' });
  await expect(rollen.getByRole('img', { name: 'Score 2,8' })).toBeVisible();
  await expect(rollen.locator('[data-trend="gesunken"]').first()).toBeVisible();
  await rollen.getByRole('button', { name: 'Trend von Rollenmerkmale anzeigen' }).click();
  const panel = page.getByRole('dialog', { name: 'Rollenmerkmale' });
  await expect(panel.getByRole('heading', { name: 'Zeitlicher Verlauf' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Zeitlicher Verlauf' }).locator('canvas')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Veränderung der Unterkategorien' })).toBeVisible();
  await expect(panel.getByTestId('trend-warning')).toBeVisible();
  await panel.getByRole('button', { name: 'Schließen' }).click();
  // As a user waits for the panel to slide out: until then its backdrop takes the clicks, and
  // closing it gives the focus back to the trend button, which may scroll the page. A click
  // before that focus (and its scroll) has landed can hit the wrong place on a busy machine.
  await expect(panel).toBeHidden();
  await expect(rollen.getByRole('button', { name: 'Trend von Rollenmerkmale anzeigen' })).toBeFocused();

  // 'Details ansehen' down to an inverted question, whose panel shows the inverted title and the table.
  await rollen.getByRole('button', { name: 'Details ansehen' }).click();
  await rollen.getByRole('button', { name: INVERTED_QUESTION }).click();
  const question = page.getByRole('dialog', { name: 'Fragenauswertung' });
  await expect(question.getByTestId('question-title')).toHaveText(`${INVERTED_QUESTION} (invertiert)`);
  await expect(question.getByTestId('average-score')).toHaveText('2,8 (Befriedigend)');
  await expect(question.getByTestId('average-answer')).toHaveText('4,2');
  await expect(question.getByRole('row', { name: /Trifft eher zu 4 80,00 %/ })).toBeVisible();
  await expect(question.getByRole('row', { name: /Trifft zu 1 20,00 %/ })).toBeVisible();
  await question.getByRole('button', { name: 'Schließen' }).click();

  // Statistic tab: Reaktion and Reaktionsvolumen.
  await page.getByRole('tab', { name: 'Statistik' }).click();
  await expect(page.getByRole('tab', { name: 'Reaktion', exact: true })).toBeVisible();
  await expect(
    page.getByTestId('statistic-question').first().getByRole('button', { name: 'Balkendiagramm' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Reaktionsvolumen' }).click();
  await expect(page.getByRole('img', { name: 'Reaktionsvolumen' }).locator('canvas')).toBeVisible();
});

test('a survey with 4 answers shows the threshold message instead of scores, in the API too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.modeller);
  const [evaluation] = await api<ModuleEvaluation[]>(
    page,
    'GET',
    `/px/evaluation/timestamp/${smallSurveyId}/module/1`,
  );
  expect(evaluation?.numberCompleteAnswered).toBe(4);
  expect(evaluation?.hidden?.msg).toBe('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
  expect(JSON.stringify(evaluation?.nodes)).not.toMatch(/"score":\d/);

  await page.goto(`/surveys/evaluation/${smallSurveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: SMALL_TITLE })).toBeVisible();
  await expect(
    page.getByText('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)').first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Score / })).toHaveCount(0);
  await expect(page.locator('[data-trend]')).toHaveCount(0);
});

test('the start dashboard shows a gauge per evaluation card', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.modeller);

  await expect(page.getByRole('heading', { level: 2, name: 'Auswertungen' })).toBeVisible();
  const card = page
    .getByTestId('dashboard-card')
    .filter({ hasText: 'Zufriedenheit und Bindung' })
    .filter({ hasText: TITLE });
  // 2.8 → 100 − round(100/6 × 2.8) = 53.
  await expect(card.getByRole('meter', { name: 'Score 2,8' })).toHaveAttribute('aria-valuenow', '53');
  await card.getByRole('button', { name: 'Details ansehen' }).click();
  await expect(card.getByRole('button', { name: 'Schließen' })).toBeVisible();

  await page.getByRole('tab', { name: 'Bindungsmodul', exact: true }).click();
  await expect(
    page.getByTestId('dashboard-card').filter({ hasText: 'Rollenmerkmale' }).filter({ hasText: TITLE }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Job-Fit-Modul' }).click();
  await expect(
    page.getByText('Für Umfragen in diesem Modul sind noch keine Auswertungen vorhanden.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu den Umfragen' })).toBeVisible();
});

test('custom analytics shows a chart per question and says why free texts wait and how many more are needed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.modeller);
  await page.goto(`/surveys/evaluation/custom/${customSurveyId}`);

  await expect(page.getByRole('heading', { level: 1, name: CUSTOM_TITLE })).toBeVisible();
  await expect(page.getByText('Erstellt am')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ihr Team' }).locator('canvas')).toBeVisible();
  // 6 answers with free text: enough for the charts (5), not for a batch of free texts (10). The
  // page and the 'Ihre Idee' card say why and how many more are needed, instead of an empty box.
  const withheld =
    'Freitextantworten werden zum Schutz der Anonymität nur in Gruppen von mindestens 10 und in ' +
    'zufälliger Reihenfolge gezeigt. Bis zur nächsten Gruppe fehlen noch 4 Antworten mit Freitext.';
  await expect(page.getByTestId('anonymity-message')).toHaveText(withheld);
  const ideaCard = page.getByTestId('custom-question').filter({ hasText: 'Ihre Idee' });
  await expect(ideaCard.getByTestId('free-text-withheld')).toHaveText(withheld);
  await expect(ideaCard.getByText(/^Idee \d$/)).toHaveCount(0);
});

test('mitarbeiter reaches none of the evaluation screens and sees no evaluations on the start page', async ({
  page,
}) => {
  await login(page, DEMO_USERS.employee);
  await expect(page.getByRole('heading', { level: 2, name: 'Auswertungen' })).toHaveCount(0);
  for (const path of [`/surveys/evaluation/${surveyId}`, `/surveys/evaluation/custom/${customSurveyId}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error\/403$/);
  }
});
