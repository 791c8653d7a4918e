import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ModelProcessSurvey, PxQuestion, SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import { plainAnswerOptions, processQuestionInverted } from '@prozesspuls/shared/px';
import {
  ACTIVITY_QUESTIONS,
  attachPath,
  type ProcessTask,
  processQuestionNames,
  processSurveyBody,
} from '../fixtures/processSurveys';
import { createdId, iwakSurveyBody, manualSurveyBody, withCreatedQuestions } from '../fixtures/surveys';
import { mailsTo } from './mailbox';
import { diagramWithSubprocess, newModelAsModeller } from './modeller-helpers';
import { api } from './processes-helpers';

/**
 * Seeds surveys with real answers on the local cloud, through the real routes only: create, send
 * to external addresses, read the personal links from the SES emulator's mailbox, submit through
 * the public participation API, finish through the finish state machine, open a new round.
 */

/** Creates an IWAK module 1 survey (no personal questions) and answers its id. */
export async function createIwakSurvey(page: Page, title: string): Promise<string> {
  const { id } = await api<SurveyDetails>(page, 'POST', '/px/survey', iwakSurveyBody(title));
  return id;
}

/** A custom survey and the stored ids of its questions 'Ihr Team' and 'Ihre Idee'. */
export interface CustomSurvey {
  readonly id: string;
  readonly teamQuestionId: string;
  readonly ideaQuestionId: string;
}

/**
 * Creates a custom survey: the radio group 'Ihr Team' (Vertrieb / Technik) and the free-text
 * 'Ihre Idee'. Both are created first as the client's own questions, since a manual survey asks
 * only questions its client is offered.
 */
export async function createCustomSurvey(page: Page, title: string): Promise<CustomSurvey> {
  const content = await withCreatedQuestions(
    {
      pages: [{ title: 'Seite 1', questionIds: ['team', 'idee'] }],
      questions: [
        {
          id: 'team',
          text: 'Ihr Team',
          answerType: 'RADIOGROUP',
          answerOptions: plainAnswerOptions(['Vertrieb', 'Technik']),
        },
        { id: 'idee', text: 'Ihre Idee', answerType: 'COMMENT' },
      ],
    },
    async (json) => (await api<PxQuestion>(page, 'POST', '/px/question', json)).id,
  );
  const { id } = await api<SurveyDetails>(page, 'POST', '/px/survey', manualSurveyBody(title, content));
  return { id, teamQuestionId: createdId(content, 'team'), ideaQuestionId: createdId(content, 'idee') };
}

/** One participant's answers to the custom survey. */
export function customAnswers(survey: CustomSurvey, team: string, idea: string): Record<string, unknown> {
  return { [survey.teamQuestionId]: team, [survey.ideaQuestionId]: idea };
}

/** The participation token of the newest /teilnahme link mailed to `to` (polls the SES emulator). */
async function mailedToken(request: APIRequestContext, to: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(request, to);
        token = /\/teilnahme\/([\w-]+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
        return token;
      },
      { timeout: 60_000 },
    )
    .toBeTruthy();
  return token;
}

/** Sends the survey to `emails` and answers the personal token of each, read from its mail. */
export async function sendTo(page: Page, surveyId: string, emails: readonly string[]): Promise<string[]> {
  await api(page, 'POST', '/px/survey/send', { surveyId, emails });
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await mailedToken(page.request, email));
  return tokens;
}

/** Submits answers through the public participation route (no sign-in, as a participant does). */
export async function submit(page: Page, token: string, answers: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`/api/participation/${token}/submit`, { data: { answers } });
  expect(response.status(), `submit → ${await response.text()}`).toBe(200);
}

/** The matrix question ids of a stored survey schema, in order. */
export async function matrixQuestionIds(page: Page, surveyId: string): Promise<string[]> {
  const survey = await api<SurveyDetails>(page, 'GET', `/px/survey/${surveyId}`);
  return survey.surveySchema.pages.flatMap((schemaPage) =>
    schemaPage.elements.filter((element) => element.type === 'matrix').map((element) => element.name),
  );
}

/**
 * One participant's answers giving every question the same score: the level is the score, or
 * 7 − score for an inverted question (agreement is good), so every node's score is that score too.
 */
export function answersScoring(questionIds: readonly string[], score: number): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const id of questionIds) {
    // A catalogue id or a process survey's `<questionId>@<elementId>`: the direction of its question.
    const level = processQuestionInverted(id) ? 7 - score : score;
    answers[id] = { [id]: level };
  }
  return answers;
}

/** The task 'Antrag prüfen' of `diagramWithSubprocess()` with the first `count` standard activity questions. */
export function checkTask(count: number): ProcessTask {
  const questionIds = ACTIVITY_QUESTIONS.slice(0, count).map((item) => item.id);
  return { elementId: 'Task_Check', elementName: 'Antrag prüfen', questionIds };
}

/** Attaches the task's questions to its element of model `model` and creates the model's process survey. */
export async function createProcessSurvey(
  page: Page,
  model: string,
  task: ProcessTask,
  title: string,
): Promise<string> {
  for (const questionId of task.questionIds)
    await api(page, 'POST', attachPath(model, task.elementId, questionId));
  return (await api<SurveyDetails>(page, 'POST', '/px/survey', processSurveyBody(title, model))).id;
}

/**
 * A new model of the modeller, `diagramWithSubprocess()` named `name`, with the process survey
 * `title` asking the questions of `task` (see `checkTask`); signs the page in as the modeller.
 */
export async function modelWithProcessSurvey(
  page: Page,
  name: string,
  task: ProcessTask,
  title: string,
): Promise<ModelSurvey> {
  const uuid = await newModelAsModeller(page, name, diagramWithSubprocess());
  return { uuid, surveyId: await createProcessSurvey(page, uuid, task, title) };
}

/** Each personal link's participant gives every question of `task` the score `score`. */
export async function answerTask(
  page: Page,
  tokens: readonly string[],
  task: ProcessTask,
  score: number,
): Promise<void> {
  const answers = answersScoring(processQuestionNames([task]), score);
  for (const token of tokens) await submit(page, token, answers);
}

/** Finishes the survey through the finish state machine and waits until it is FINISHED and idle. */
export async function finishSurvey(page: Page, surveyId: string): Promise<void> {
  await api(page, 'POST', '/px/survey/finish', { surveyId });
  await waitUntilFinished(page, surveyId, { timeout: 120_000, intervals: [500, 1000, 2000] });
}

/** Waits until the survey is FINISHED (its evaluation point stored) and no job runs on it. */
export async function waitUntilFinished(
  page: Page,
  surveyId: string,
  polling: { readonly timeout: number; readonly intervals: number[] },
): Promise<void> {
  await expect
    .poll(async () => {
      const listed = await api<SurveySummary[]>(page, 'GET', '/px/survey');
      const info = listed.find((survey) => survey.id === surveyId)?.info;
      return info?.state === 'FINISHED' && !info.job?.running;
    }, polling)
    .toBe(true);
}

/**
 * A finished IWAK module 1 survey `title`, sent to `recipients`: the participant of the i-th link
 * gives every question the score `scores[i]`; links beyond `scores` stay unanswered.
 */
export async function finishedIwakSurvey(
  page: Page,
  title: string,
  recipients: readonly string[],
  scores: readonly number[],
): Promise<string> {
  const surveyId = await createIwakSurvey(page, title);
  const questions = await matrixQuestionIds(page, surveyId);
  const tokens = await sendTo(page, surveyId, recipients);
  for (const [index, score] of scores.entries()) {
    await submit(page, tokens[index] ?? '', answersScoring(questions, score));
  }
  await finishSurvey(page, surveyId);
  return surveyId;
}

/** Opens the next round of a finished survey (POST /px/survey/resend). */
export async function resend(page: Page, surveyId: string): Promise<void> {
  await api(page, 'POST', '/px/survey/resend', { surveyId });
}

/**
 * Gives a process survey of the model `uuid` an evaluation point (POST
 * /px/evaluation/process/timestamp) and waits until the state machine has stored it and is idle.
 */
export async function addProcessEvaluationPoint(page: Page, uuid: string, surveyId: string): Promise<void> {
  await api(page, 'POST', '/px/evaluation/process/timestamp', { surveyId });
  await expect
    .poll(
      async () => {
        const surveys = await api<ModelProcessSurvey[]>(page, 'GET', `/px/survey/bpmn/${uuid}`);
        const info = surveys.find((survey) => survey.id === surveyId)?.info;
        return info?.evaluationTimestampCount === 1 && !info.job?.running;
      },
      { timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

/** A model and its process survey, as `modelWithProcessSurvey` creates them. */
export interface ModelSurvey {
  readonly uuid: string;
  readonly surveyId: string;
}

/**
 * Sends the process survey to `addresses`; the first `answered` links give every question of
 * `task` the score `score`, then the survey gets its evaluation point. Answers all the personal
 * links, so a test can answer the rest later.
 */
export async function answerAndEvaluate(
  page: Page,
  { uuid, surveyId }: ModelSurvey,
  answers: {
    readonly task: ProcessTask;
    readonly addresses: readonly string[];
    readonly answered: number;
    readonly score: number;
  },
): Promise<string[]> {
  const tokens = await sendTo(page, surveyId, answers.addresses);
  await answerTask(page, tokens.slice(0, answers.answered), answers.task, answers.score);
  await addProcessEvaluationPoint(page, uuid, surveyId);
  return tokens;
}
