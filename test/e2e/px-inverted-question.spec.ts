import type { Locator, Page } from '@playwright/test';
import type { PxQuestion, SurveyDetails } from '@prozesspuls/shared';
import { processQuestionName } from '@prozesspuls/shared/px';
import { attachPath, processSurveyBody } from '../fixtures/processSurveys';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { apiSaveDiagram, canvas, diagramWithSubprocess, openPxEvaluation } from './modeller-helpers';
import { api, apiModel } from './processes-helpers';
import { addProcessEvaluationPoint, sendTo, submit } from './px-evaluation-seed';
import { openNewQuestionDialog } from './questions-helpers';

/**
 * An own question worded positively ("agreement is good") is marked 'Invertierte
 * Bewertung' in the question form, then asked about the process of a model with one pool (PX
 * mode's attachment, element kind Process). Five participants all answer 'Trifft voll und ganz
 * zu' through their mailed links; the evaluation point comes from the state machine. The modeller's
 * PX evaluation then shows the process's score on its pool: 1,0 'Sehr gut' (not 6,0 as before the
 * inversion was stored), the question marked '(invertiert)' and its full agreement in green.
 * Then the question is edited: the sent survey uses it, so the edit makes a new version.
 */

const tag = Date.now().toString(36);
const QUESTION = `Die Abläufe in diesem Prozess sind klar geregelt ${tag}`;
const QUESTION_EN = `The steps of this process are clearly defined ${tag}`;
const TITLE = `Invertiert ${tag}`;
const GREEN = 'rgb(76, 175, 80)';
const addresses = participantAddresses('invertiert', 5, tag);

interface ProcessAnswers {
  readonly uuid: string;
  /** The process (its id in the diagram) the question is attached to. */
  readonly processId: string;
  readonly questionId: string;
  /** The survey's title. */
  readonly title: string;
  /** Who is sent the survey; every one of them answers. */
  readonly to: readonly string[];
  /** The level (1–6) every participant answers. */
  readonly level: number;
}

/**
 * Asks the question about the model's process in a new process survey that every recipient
 * answers at the same level, and makes its evaluation point; answers the survey's id.
 */
async function processAnswered(
  page: Page,
  { uuid, processId, questionId, title, to, level }: ProcessAnswers,
) {
  await api(page, 'POST', attachPath(uuid, processId, questionId));
  const surveyId = (await api<SurveyDetails>(page, 'POST', '/px/survey', processSurveyBody(title, uuid))).id;
  const name = processQuestionName(questionId, processId);
  for (const token of await sendTo(page, surveyId, to)) {
    await submit(page, token, { [name]: { [name]: level } });
  }
  await addProcessEvaluationPoint(page, uuid, surveyId);
  return surveyId;
}

/** One pool 'Einkauf' showing process Process_Pool with one task. */
function poolDiagram(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Defs_inv" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:collaboration id="Collab_inv">
    <bpmn:participant id="Pool_Einkauf" name="Einkauf" processRef="Process_Pool" />
  </bpmn:collaboration>
  <bpmn:process id="Process_Pool" name="Bestellprozess" isExecutable="false">
    <bpmn:task id="Task_Order" name="Bestellung prüfen" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="D_inv">
    <bpmndi:BPMNPlane id="P_inv" bpmnElement="Collab_inv">
      <bpmndi:BPMNShape id="Pool_Einkauf_di" bpmnElement="Pool_Einkauf" isHorizontal="true">
        <dc:Bounds x="100" y="80" width="600" height="250" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Order_di" bpmnElement="Task_Order">
        <dc:Bounds x="300" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** The process's score badge on `elementId`: its score, read out with its grade, in green. */
async function greenProcessBadge(
  page: Page,
  elementId: string,
  score: string,
  grade: string,
): Promise<Locator> {
  const badge = canvas(page).locator(`.pp-px-score[data-element-id="${elementId}"]`);
  await expect(badge).toHaveText(`Prozess ${score}`);
  await expect(badge).toHaveAttribute('aria-label', `Prozess: Bewertung ${score} – ${grade}`);
  await expect(badge).toHaveCSS('background-color', GREEN);
  return badge;
}

test('an inverted own process question that everyone fully agrees with scores 1,0 on the pool; editing it then makes a new version', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, DEMO_USERS.modeller);
  const dialog = await openNewQuestionDialog(page);
  await dialog.getByRole('textbox', { name: 'Fragentext' }).fill(QUESTION);
  await dialog.getByRole('button', { name: 'Prozessperspektive' }).click();
  await dialog.getByRole('combobox', { name: 'Elementtyp' }).click();
  await page.getByRole('option', { name: 'Prozess', exact: true }).click();
  // The switch appears for matrix questions only, with its one-line explanation.
  const inverted = dialog.getByRole('switch', { name: 'Invertierte Bewertung' });
  await expect(inverted).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Antworttyp' }).click();
  await page.getByRole('option', { name: 'Matrixauswahl' }).click();
  await expect(
    dialog.getByText('Für positiv formulierte Aussagen, bei denen Zustimmung gut ist'),
  ).toBeVisible();
  await inverted.check();
  await dialog.getByRole('textbox', { name: 'Englische Formulierung (optional)' }).fill(QUESTION_EN);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Frage wurde erfolgreich hinzugefügt!')).toBeVisible();

  const question = (await api<PxQuestion[]>(page, 'GET', '/px/question/overview/PB')).find(
    (q) => q.text === QUESTION,
  );
  expect(question).toMatchObject({
    element: 'Process',
    answerType: 'MATRIX',
    answerRatingInverted: true,
    textEn: QUESTION_EN,
  });
  const questionId = question?.id ?? '';

  // The model's process carries the question; five participants all answer 'Trifft voll und ganz zu'.
  const uuid = await apiModel(page, `PX invertiert ${tag}`);
  await apiSaveDiagram(page, uuid, poolDiagram());
  const surveyId = await processAnswered(page, {
    uuid,
    processId: 'Process_Pool',
    questionId,
    title: TITLE,
    to: addresses,
    level: 6,
  });

  await openPxEvaluation(page, { uuid, surveyId });
  const badge = await greenProcessBadge(page, 'Process_Pool', '1,0', 'Sehr gut');
  // It sits on the pool that shows the process.
  const pool = await canvas(page).locator('.djs-element[data-element-id="Pool_Einkauf"]').boundingBox();
  const onCanvas = await badge.boundingBox();
  expect(pool && onCanvas && onCanvas.x >= pool.x && onCanvas.x <= pool.x + pool.width).toBe(true);

  await badge.click();
  const panel = page.getByRole('complementary', { name: 'Auswertung des Elements' });
  await expect(panel.getByTestId('px-element-score')).toHaveText('1,0');
  await expect(panel).toContainText('Sehr gut');
  await expect(panel).toContainText(`${QUESTION} (invertiert)`);
  // Full agreement is the best answer here, so its bar is green.
  const distribution = panel.getByRole('img', { name: /^Antwortverteilung/ });
  await expect(distribution.locator('> div').nth(5)).toHaveCSS('background-color', GREEN);

  // The survey was sent with the question: editing it makes a new version, the old one stays there.
  await page.goto('/questions');
  await page.getByRole('textbox', { name: 'Fragen durchsuchen' }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: QUESTION });
  await row.getByRole('button', { name: 'Frage bearbeiten' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Frage bearbeiten' });
  await expect(editDialog.getByRole('switch', { name: 'Invertierte Bewertung' })).toBeChecked();
  await expect(editDialog.getByRole('textbox', { name: 'Englische Formulierung (optional)' })).toHaveValue(
    QUESTION_EN,
  );
  await editDialog.getByRole('textbox', { name: 'Fragentext' }).fill(`${QUESTION} und bekannt`);
  await editDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Es wurde eine neue Version angelegt')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${QUESTION} und bekannt` })).toHaveCount(1);
  const stored = await api<SurveyDetails>(page, 'GET', `/px/survey/${surveyId}`);
  expect(JSON.stringify(stored.surveySchema)).toContain(processQuestionName(questionId, 'Process_Pool'));
});

test('in a diagram without pools the process’s score sits in the canvas corner and opens its evaluation', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, DEMO_USERS.modeller);
  const text = `Der Prozess ist gut abgestimmt ${tag}`;
  const question = await api<PxQuestion>(page, 'POST', '/px/question', {
    text,
    answerType: 'MATRIX',
    module: 'Module_Four',
    element: 'Process',
    type: 'PROCESS',
    answerRatingInverted: true,
  });
  const uuid = await apiModel(page, `PX ohne Pool ${tag}`);
  await apiSaveDiagram(page, uuid, diagramWithSubprocess());
  // Agreement 'Trifft zu' (5) on an inverted question scores 2 (green).
  const surveyId = await processAnswered(page, {
    uuid,
    processId: 'Process_1',
    questionId: question.id,
    title: `Ohne Pool ${tag}`,
    to: addresses.map((address) => address.replace('invertiert-', 'ecke-')),
    level: 5,
  });

  const overview = await openPxEvaluation(page, { uuid, surveyId });
  const badge = await greenProcessBadge(page, 'Process_1', '2,0', 'Gut');
  const box = await badge.boundingBox();
  const area = await canvas(page).boundingBox();
  expect(box && area && box.x - area.x < 40 && box.y - area.y < 40).toBe(true);

  await badge.click();
  const panel = page.getByRole('complementary', { name: 'Auswertung des Elements' });
  await expect(panel.getByTestId('px-element-score')).toHaveText('2,0');
  await expect(panel).toContainText(`${text} (invertiert)`);
  // 'Trifft zu' gives score 2 here, so its bar is green, not red.
  const distribution = panel.getByRole('img', { name: /^Antwortverteilung/ });
  await expect(distribution.locator('> div').nth(4)).toHaveCSS('background-color', GREEN);

  // Hiding the evaluation takes the corner badge away too.
  await overview.getByRole('button', { name: 'Auswertung ausblenden' }).click();
  await expect(badge).toHaveCount(0);
});
