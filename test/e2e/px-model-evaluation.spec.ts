import { DEMO_USERS, expect, login, seedOnce, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { apiSaveDiagram, canvas, diagramWithSubprocess, openPxEvaluation } from './modeller-helpers';
import { answerAndEvaluate, checkTask, modelWithProcessSurvey } from './px-evaluation-seed';

/**
 * PX evaluation in the modeller on real data of the local cloud:
 * two questions are attached to the task 'Antrag prüfen' (PX mode's route), the process survey is
 * built from them by POST /px/survey (Module_Four + uuid), sent, answered by 5 participants through their
 * mailed links (every question scored 2) and gets an evaluation point from the state machine.
 * The model is renamed afterwards, so the evaluation must show the survey's version.
 * /modelEdit/{uuid}?mode=px&surveyId=… opens the PX overview with that survey's evaluation: the
 * counts, the survey's data, the score badge 2,0 (green, 'Gut') on the task and its panel.
 */

const tag = Date.now().toString(36);
const TITLE = `Prozessumfrage ${tag}`;
const TASK = checkTask(2);

const seeded = seedOnce(300_000, async (page) => {
  const survey = await modelWithProcessSurvey(page, `PX Auswertung ${tag}`, TASK, TITLE);
  // A later version of the model: the evaluation shows the one the survey was made from.
  await apiSaveDiagram(
    page,
    survey.uuid,
    diagramWithSubprocess().replace('name="Antrag prüfen"', 'name="Antrag neu"'),
  );
  const addresses = participantAddresses('prozess', 5, tag);
  await answerAndEvaluate(page, survey, { task: TASK, addresses, answered: 5, score: 2 });
  return survey;
});

test('a link with mode=px and surveyId opens the PX overview with the survey’s evaluation on the model', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  const overview = await openPxEvaluation(page, seeded());

  await expect(overview.getByTestId('px-count-surveys')).toHaveText('1');
  await expect(overview.getByTestId('px-count-answers')).toHaveText('5');
  await expect(overview.getByTestId('px-count-points')).toHaveText('1');
  await expect(overview.getByRole('combobox', { name: 'Umfrage' })).toContainText(TITLE);
  const data = overview.getByTestId('px-survey-data');
  await expect(data).toContainText('Versendet an5');
  await expect(data).toContainText('Beantwortet5');
  await expect(data).toContainText('StatusBeantwortet');

  // The survey's version of the model, with the task's score as a green badge.
  const badge = canvas(page).locator('.pp-px-score[data-element-id="Task_Check"]');
  await expect(badge).toHaveText('2,0');
  await expect(badge).toHaveAttribute('aria-label', 'Bewertung 2,0 – Gut');
  await expect(badge).toHaveCSS('background-color', 'rgb(76, 175, 80)');
  // The overview's legend says what the badge colours mean (below 3 green, below 5 orange).
  await expect(overview.getByTestId('score-legend-modellerBadge')).toContainText('Grün: unter 3');
  await expect(overview.getByTestId('score-legend-modellerBadge')).toContainText('Orange: 3 bis unter 5');
  await expect(canvas(page).getByText('Antrag prüfen')).toBeVisible();
  await expect(canvas(page).getByText('Antrag neu')).toHaveCount(0);
  // The survey's version is not edited: no 'Bearbeiten' while the evaluation is shown.
  await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toHaveCount(0);

  await badge.click();
  const panel = page.getByRole('complementary', { name: 'Auswertung des Elements' });
  await expect(panel.getByTestId('px-element-score')).toHaveText('2,0');
  await expect(panel).toContainText('Gut');
  await expect(panel.getByTestId('score-legend-elementPanel')).toContainText('Grün: bis 2,5');
  await expect(panel.getByRole('row')).toHaveCount(1 + TASK.questionIds.length);

  // Hiding the evaluation brings the current version back without badges and closes the panel.
  await overview.getByRole('button', { name: 'Auswertung ausblenden' }).click();
  await expect(badge).toHaveCount(0);
  await expect(panel).toBeHidden();
  await expect(canvas(page).getByText('Antrag neu')).toBeVisible();
  await expect(overview.getByRole('button', { name: 'Auswertung anzeigen' })).toBeEnabled();
  // PX mode (opened by the link) has no 'Bearbeiten'; switching it off brings it back and takes
  // mode and surveyId out of the address.
  await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toHaveCount(0);
  await page
    .getByTestId('px-mode')
    .filter({ visible: true })
    .getByRole('switch', { name: 'PX-Modus' })
    .click();
  await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toBeVisible();
  await expect(overview).toBeHidden();
  expect(new URL(page.url()).searchParams.has('mode')).toBe(false);
  expect(new URL(page.url()).searchParams.has('surveyId')).toBe(false);
});

test('without answers the evaluation button is disabled', async ({ page }) => {
  const { uuid: fresh } = await modelWithProcessSurvey(
    page,
    `PX ohne Antworten ${tag}`,
    TASK,
    `Unbeantwortet ${tag}`,
  );
  await page.goto(`/modelEdit/${fresh}?mode=px`);
  const overview = page.getByRole('complementary', { name: 'PX-Übersicht' });
  await expect(overview.getByTestId('px-count-answers')).toHaveText('0');
  await expect(overview.getByRole('button', { name: 'Auswertung anzeigen' })).toBeDisabled();
  await expect(canvas(page).locator('.pp-px-score')).toHaveCount(0);
});
