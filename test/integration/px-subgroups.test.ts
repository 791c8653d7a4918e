/**
 * Results filtered by a personal question ('Teilgruppe'): a module 1 survey with the
 * catalogue's personal questions is sent (the sender among its recipients), answered through the
 * public participation route and evaluated by the real state machine. Its evaluation point keeps
 * the answers of each option; GET /px/evaluation/timestamp/{id}/module/1?personalQuestion=&option=
 * evaluates one subgroup under the anonymity rules: the threshold (one more for the sender who was a
 * recipient), the complement within the group, the other tenant's ids, and bad filters.
 */
import type { ModuleEvaluation, SurveySummary } from '@prozesspuls/shared';
import {
  catalogueItemsOfModule,
  complementMessage,
  SUBGROUP_MESSAGES,
  subgroupMessage,
} from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iwakSurveyBody } from '../fixtures/surveys.js';
import { api, login, mailedParticipationToken } from './client.js';
import { closeDynamo } from './local-table.js';
import { demoRecipients } from './recipient-addresses.js';
import { createTenant, type Tenant } from './security-helpers.js';
import { createdSurvey, startEvaluationPoint } from './surveys-api.js';

const { tag, addresses } = demoRecipients('sub');

const AGE = 'M1-PD-01';
const AREA = 'M1-PD-03';
const LEAD = 'M1-PD-04';
const YOUNG = 'unter 30 Jahre';
const MIDDLE = '30 bis 44 Jahre';
const PRODUCTION = 'Produktion, Technik oder Logistik';
const SALES = 'Vertrieb, Service oder Beratung';

/** A scale question of module 1 that is not inverted, so its score is the level answered. */
const plainQuestion = catalogueItemsOfModule('Module_One').find(
  (item) => !item.personal && item.answerType === 'MATRIX' && !item.inverted,
);

let modeller = '';
let other: Tenant;
let surveyId = '';

const createSurvey = (title: string) =>
  createdSurvey(modeller, iwakSurveyBody(title, { personalQuestions: true }));

/** Waits until a /teilnahme link was mailed to `to` and answers its token. */
async function mailedToken(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const token = await mailedParticipationToken(to);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no participation link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Polls until no job runs and the survey has `count` points (the state machine runs asynchronously). */
async function waitForPoints(id: string, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const listed = await api<SurveySummary[]>('GET', '/px/survey', { token: modeller });
    const row = listed.body.find((survey) => survey.id === id);
    if (row && !row.info.job?.running && row.info.evaluationTimestampCount === count) return;
    if (Date.now() > deadline) throw new Error(`survey ${id}: ${JSON.stringify(row?.info)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const subgroup = (personalQuestion: string, option: string, token = modeller, id = surveyId) =>
  api<ModuleEvaluation[] & { msg?: string }>(
    'GET',
    `/px/evaluation/timestamp/${id}/module/1?${new URLSearchParams({ personalQuestion, option })}`,
    { token },
  );

const plainScore = (evaluation: ModuleEvaluation | undefined) =>
  evaluation?.questionEvaluations.find((q) => q.questionId === plainQuestion?.id);

beforeAll(async () => {
  if (!plainQuestion) throw new Error('module 1 has a scale question that is not inverted');
  modeller = (await login('modeller@demo.local')).accessToken;
  other = await createTenant((await login('admin@demo.local')).accessToken, 'Teilgruppe');
  const survey = await createSurvey(`Teilgruppen ${tag}`);
  surveyId = survey.id;
  const matrixIds = survey.surveySchema.pages.flatMap((page) =>
    page.elements.filter((element) => element.type === 'matrix').map((element) => element.name),
  );
  // The sender is a recipient too: every result of the round needs 5 + 1 answers.
  const emails = addresses('p', 12);
  const sent = await api('POST', '/px/survey/send', {
    token: modeller,
    json: { surveyId, emails: [...emails, 'modeller@demo.local'] },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  // 12 answers: age 6 young (level 2) and 6 middle (level 5); area 9 production, 3 sales;
  // leadership 5 yes, 7 no. Each answers every scale question with its level.
  for (const [index, email] of emails.entries()) {
    const level = index < 6 ? 2 : 5;
    const answers: Record<string, unknown> = {
      [AGE]: index < 6 ? YOUNG : MIDDLE,
      [AREA]: index < 9 ? PRODUCTION : SALES,
      [LEAD]: index < 5 ? 'ja' : 'nein',
    };
    for (const id of matrixIds) answers[id] = { [id]: level };
    const submitted = await api('POST', `/participation/${await mailedToken(email)}/submit`, {
      json: { answers },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }
  const started = await startEvaluationPoint(modeller, surveyId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await waitForPoints(surveyId, 1);
});

afterAll(() => closeDynamo());

describe('GET /px/evaluation/timestamp/{id}/module/1 with a subgroup', () => {
  it('evaluates only the answers of the chosen option, with the group’s participation figures', async () => {
    const whole = await api<ModuleEvaluation[]>('GET', `/px/evaluation/timestamp/${surveyId}/module/1`, {
      token: modeller,
    });
    expect(plainScore(whole.body.at(-1))?.answerScore).toBe(3.5);

    const young = await subgroup(AGE, YOUNG);
    expect(young.status, JSON.stringify(young.body)).toBe(200);
    const current = young.body.at(-1);
    expect(current?.hidden).toBeNull();
    expect(current?.subgroup).toEqual({
      personalQuestionId: AGE,
      personalQuestionText: 'Zu welcher Altersgruppe gehören Sie?',
      option: YOUNG,
      numberCompleteAnswered: 6,
    });
    expect(plainScore(current)?.scores).toEqual([0, 6, 0, 0, 0, 0]);
    expect(plainScore(current)?.answerScore).toBe(2);
    expect(current?.numberCompleteAnswered).toBe(12);
    expect(current?.personalQuestionEvaluations).toEqual([]);

    const middle = (await subgroup(AGE, MIDDLE)).body.at(-1);
    expect(plainScore(middle)?.answerScore).toBe(5);
  });

  it('hides a subgroup below the threshold, with the subgroup’s wording', async () => {
    const sales = (await subgroup(AREA, SALES)).body.at(-1);
    expect(sales?.hidden).toEqual({ minimum: 6, msg: subgroupMessage(6) });
    expect(sales?.subgroup?.numberCompleteAnswered).toBeNull();
    expect(plainScore(sales)?.scores).toBeNull();
    expect(sales?.nodes.every((node) => node.score === null)).toBe(true);
  });

  it('hides a large subgroup whose complement within the group is below the threshold', async () => {
    // 9 of 12 work in production: the group minus them would show the other 3.
    const production = (await subgroup(AREA, PRODUCTION)).body.at(-1);
    expect(production?.hidden).toEqual({ minimum: 6, msg: complementMessage(6) });
    expect(plainScore(production)?.scores).toBeNull();
    expect(plainScore(production)?.answerScore).toBeNull();
  });

  it('counts the sender who was a recipient: 5 answers stay hidden although the threshold is 5', async () => {
    const leaders = (await subgroup(LEAD, 'ja')).body.at(-1);
    expect(leaders?.hidden).toEqual({ minimum: 6, msg: subgroupMessage(6) });
  });

  it('refuses a personal question or option the survey does not have, and half a filter', async () => {
    const unknownOption = await subgroup(AGE, '100 Jahre und älter');
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body.msg).toBe(SUBGROUP_MESSAGES.unknown);
    expect((await subgroup('M1-PD-99', YOUNG)).status).toBe(400);
    const half = await api<{ msg?: string }>(
      'GET',
      `/px/evaluation/timestamp/${surveyId}/module/1?personalQuestion=${AGE}`,
      { token: modeller },
    );
    expect(half.status).toBe(400);
    expect(half.body.msg).toBe(
      'Für eine Teilgruppe bitte die Personenfrage und eine ihrer Antworten angeben.',
    );
  });

  it('finds nothing of another tenant’s survey', async () => {
    const foreign = await subgroup(AGE, YOUNG, other.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('answerScore');
  });
});
