import type { SurveyDetails } from '@prozesspuls/shared';
import { iwakSurveyBody } from '../fixtures/surveys';
import { DEMO_USERS, expect, login, seedOnce, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { api } from './processes-helpers';
import { answersScoring, matrixQuestionIds, sendTo, submit } from './px-evaluation-seed';

/**
 * Subgroups in the browser on real data of the local cloud: the evaluation page before the first
 * evaluation point (what to do next, the number of answers so far, the button that makes the
 * point, and the server's reason when too few answered), then the filter 'Teilgruppe' by a
 * personal question: a subgroup is evaluated on its own answers, and a large subgroup whose
 * complement within the group is below the threshold is hidden with the reason.
 *
 * 12 answer the survey with its personal questions: Altersgruppe 6 'unter 30 Jahre' (score 2) and
 * 6 '30 bis 44 Jahre' (score 5), so the group scores 3,5 and the young subgroup 2,0; Bereich 9
 * 'Produktion, Technik oder Logistik' and 3 'Vertrieb, Service oder Beratung': 12 − 9 = 3 < 5.
 */

const tag = Date.now().toString(36);
const TITLE = `Teilgruppen ${tag}`;
const FEW_TITLE = `Teilgruppen wenige ${tag}`;
const AGE = 'M1-PD-01';
const AREA = 'M1-PD-03';
const addresses = (name: string, count: number) => participantAddresses(name, count, tag);

async function createSurvey(page: Parameters<typeof api>[0], title: string): Promise<string> {
  const body = iwakSurveyBody(title, { personalQuestions: true });
  return (await api<SurveyDetails>(page, 'POST', '/px/survey', body)).id;
}

const seeded = seedOnce(600_000, async (page) => {
  await login(page, DEMO_USERS.modeller);

  const surveyId = await createSurvey(page, TITLE);
  const questions = await matrixQuestionIds(page, surveyId);
  const tokens = await sendTo(page, surveyId, addresses('teil', 12));
  for (const [index, token] of tokens.entries()) {
    await submit(page, token, {
      ...answersScoring(questions, index < 6 ? 2 : 5),
      [AGE]: index < 6 ? 'unter 30 Jahre' : '30 bis 44 Jahre',
      [AREA]: index < 9 ? 'Produktion, Technik oder Logistik' : 'Vertrieb, Service oder Beratung',
    });
  }

  // Sent to 5 (a list below the threshold is refused), 3 answer.
  const fewSurveyId = await createSurvey(page, FEW_TITLE);
  const fewQuestions = await matrixQuestionIds(page, fewSurveyId);
  for (const token of (await sendTo(page, fewSurveyId, addresses('wenige', 5))).slice(0, 3)) {
    await submit(page, token, answersScoring(fewQuestions, 3));
  }
  return { surveyId, fewSurveyId };
});

test('before the first point the page names the answers so far and refuses a point below the threshold with the reason', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto(`/surveys/evaluation/${seeded().fewSurveyId}`);
  const panel = page.getByTestId('first-point');
  await expect(panel.getByText('Noch kein Auswertungspunkt')).toBeVisible();
  await expect(panel.getByText('Bisher eingegangene vollständige Antworten: 3')).toBeVisible();
  await panel.getByRole('button', { name: 'Auswertungspunkt erstellen' }).click();
  await expect(
    panel.getByText(
      'Ein Auswertungspunkt ist erst ab 5 vollständigen Antworten möglich – es fehlen noch 2 Antworten. Das schützt die Anonymität.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('evaluation-card')).toHaveCount(0);
});

test('the first point is made from the page, and the subgroup filter hides a subgroup with a small complement', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, DEMO_USERS.modeller);
  await page.goto(`/surveys/evaluation/${seeded().surveyId}`);
  const panel = page.getByTestId('first-point');
  await expect(panel.getByText('Bisher eingegangene vollständige Antworten: 12')).toBeVisible();
  await panel.getByRole('button', { name: 'Auswertungspunkt erstellen' }).click();

  // The point is made by the state machine; the page shows it once it is stored.
  await page.getByRole('tab', { name: 'Belastungen und Ressourcen' }).click({ timeout: 90_000 });
  const rollen = page.getByTestId('evaluation-card').filter({ hasText: 'Rollenmerkmale' });
  await expect(rollen.getByRole('img', { name: 'Score 3,5' })).toBeVisible();

  const filter = page.getByRole('combobox', { name: 'Teilgruppe' });
  const chooseSubgroup = async (name: string) => {
    await filter.click();
    await page.getByRole('option', { name }).click();
  };
  const anonymityMessage = (text: string) =>
    page.getByTestId('anonymity-message').filter({ hasText: text }).first();
  await chooseSubgroup('unter 30 Jahre');
  await expect(filter).toHaveText('unter 30 Jahre');
  await expect(page.getByTestId('subgroup-summary')).toHaveText(
    'Teilgruppe „unter 30 Jahre“ (Zu welcher Altersgruppe gehören Sie?): 6 Antworten',
  );
  await expect(rollen.getByRole('img', { name: 'Score 2,0' })).toBeVisible();

  // 9 of 12 in production: the whole group minus them would show the other 3.
  await chooseSubgroup('Produktion, Technik oder Logistik');
  await expect(anonymityMessage('außerhalb dieser Teilgruppe gibt es weniger als 5 Antworten')).toBeVisible();
  await expect(rollen.getByRole('img', { name: /Score \d/ })).toHaveCount(0);

  // The 3 in sales are below the threshold themselves.
  await chooseSubgroup('Vertrieb, Service oder Beratung');
  await expect(
    anonymityMessage('Zu wenige Antworten für eine Auswertung dieser Teilgruppe (mindestens 5)'),
  ).toBeVisible();

  await chooseSubgroup('Alle Antworten');
  await expect(rollen.getByRole('img', { name: 'Score 3,5' })).toBeVisible();

  // The evaluation PDF downloads as <Umfrage>_Auswertung_<Datum>.pdf (the day in German time).
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Auswertung als PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe(`${TITLE}_Auswertung_${day}.pdf`);
});
