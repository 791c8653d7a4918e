import type { SurveySummary } from '@prozesspuls/shared';
import { expect, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { canvas, diagramWithSubprocess, element, newModelAsModeller, openModel } from './modeller-helpers';
import { api, unique } from './processes-helpers';
import { answersScoring, matrixQuestionIds, sendTo, submit } from './px-evaluation-seed';

/**
 * The whole chain of a process survey on real data of the local cloud: a question is attached to
 * the task 'Antrag prüfen' in PX mode, 'Umfrage generieren' builds the survey from it on the server
 * (its question named `<questionId>@Task_Check`), 5 participants answer it through their mailed
 * links (score 2), the *evaluation point* machine scores it, and /modelEdit/{uuid}?mode=px&surveyId
 * opens PX mode with the element's score badge on the task.
 */
test('a question attached in PX mode ends as the score badge of its element', async ({ page }) => {
  test.setTimeout(300_000);
  const uuid = await newModelAsModeller(page, unique('PX Kette'), diagramWithSubprocess());
  await openModel(page, uuid);

  // PX mode: attach the first offered question to the task.
  const header = page.getByTestId('px-mode').filter({ visible: true });
  await header.getByRole('switch', { name: 'PX-Modus' }).click();
  await element(page, 'Task_Check').click();
  await page.getByRole('button', { name: 'Seitenleiste' }).click();
  const panel = page.getByRole('complementary', { name: 'Seitenleiste' });
  await panel
    .getByRole('list', { name: 'Verfügbare Fragen' })
    .getByRole('button', { name: /^Frage anhängen: / })
    .first()
    .click();
  await expect(
    canvas(page).locator('[data-testid="px-question-badge"][data-element-id="Task_Check"]'),
  ).toHaveText('1');

  // Generate the process survey from the overview.
  await header.getByRole('button', { name: 'Fragenübersicht (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Fragenübersicht' })
    .getByRole('button', { name: 'Umfrage generieren' })
    .click();
  const title = unique('Prozesskette');
  const titleDialog = page.getByRole('dialog', { name: 'Titel der Umfrage' });
  await titleDialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  await titleDialog.getByRole('button', { name: 'Weiter' }).click();
  await page.waitForURL('**/surveys/processSurvey');
  await page
    .getByRole('region', { name: 'Ihre Fragenauswahl' })
    .getByRole('button', { name: 'Umfrage erstellen' })
    .click();
  await expect(page.getByText('Umfrage wurde erfolgreich erstellt')).toBeVisible();
  await page.waitForURL('**/surveys');

  // Its question is named after the question and the task; 5 participants answer it with score 2.
  const surveyId =
    (await api<SurveySummary[]>(page, 'GET', '/px/survey')).find((s) => s.title === title)?.id ?? '';
  expect(surveyId).not.toBe('');
  const names = await matrixQuestionIds(page, surveyId);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/@Task_Check$/);
  const tag = Date.now().toString(36);
  const addresses = participantAddresses('kette', 5, tag);
  for (const token of await sendTo(page, surveyId, addresses)) {
    await submit(page, token, answersScoring(names, 2));
  }

  // The link opens PX mode (the header's switch is on); the survey has answers but no evaluation
  // point yet: the overview starts one, and the task's score badge follows once its job is done.
  await page.goto(`/modelEdit/${uuid}?mode=px&surveyId=${surveyId}`);
  await expect(header.getByTestId('px-mode-chip')).toHaveText('PX-Modus');
  const overview = page.getByTestId('px-overview');
  await expect(overview.getByText('Für diese Umfrage gibt es noch keinen Auswertungspunkt.')).toBeVisible();
  await overview.getByRole('button', { name: 'Auswertungspunkt erstellen' }).click();
  const badge = canvas(page).locator('.pp-px-score[data-element-id="Task_Check"]');
  // The point is made by the local Step Functions job; the overview polls until it is there.
  await expect(badge).toHaveText('2,0', { timeout: 120_000 });
  await expect(page.getByTestId('px-count-points')).toHaveText('1');
  await expect(badge).toHaveAttribute('aria-label', 'Bewertung 2,0 – Gut');
});
