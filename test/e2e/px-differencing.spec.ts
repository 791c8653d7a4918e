import { DEMO_USERS, expect, login, seedOnce, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { canvas, openPxEvaluation } from './modeller-helpers';
import { answerAndEvaluate, answerTask, checkTask, modelWithProcessSurvey } from './px-evaluation-seed';

/**
 * Differencing in the modeller's PX overview on real data of the local cloud: a
 * process survey answered by 5 participants (score 2) has an evaluation point; a sixth answers
 * (score 6). 'Auswertungspunkt erstellen' is refused with the German reason and the number of
 * answers still missing, and the task's badge keeps the score of the five answers, so the sixth
 * answer can never be read off the difference of two points.
 */

const tag = Date.now().toString(36);
const TASK = checkTask(1);

const seeded = seedOnce(300_000, async (page) => {
  const survey = await modelWithProcessSurvey(page, `PX Differenz ${tag}`, TASK, `Differenz ${tag}`);
  const addresses = participantAddresses('differenz', 6, tag);
  const tokens = await answerAndEvaluate(page, survey, { task: TASK, addresses, answered: 5, score: 2 });
  const [sixth] = tokens.slice(5);
  if (!sixth) throw new Error('six links mailed');
  await answerTask(page, [sixth], TASK, 6);
  return survey;
});

test('a point one answer after the last one is refused with the answers still missing', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  const overview = await openPxEvaluation(page, seeded());

  await expect(overview.getByTestId('px-count-answers')).toHaveText('6');
  await expect(overview.getByTestId('px-count-points')).toHaveText('1');
  const badge = canvas(page).locator('.pp-px-score[data-element-id="Task_Check"]');
  await expect(badge).toHaveText('2,0');

  await overview.getByRole('button', { name: 'Auswertungspunkt erstellen' }).click();
  const refusal = overview.getByRole('alert').filter({ hasText: 'es fehlen noch 4 Antworten' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('mindestens 5 neue vollständige Antworten');
  await expect(overview.getByTestId('px-count-points')).toHaveText('1');
  await expect(badge).toHaveText('2,0');
});
