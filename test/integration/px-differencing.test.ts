/**
 * Differencing: an evaluator who takes two evaluation points of one round, one
 * answer apart, learns that answer by subtraction. These tests play the attack through the API:
 * a new point needs `threshold` new complete answers since the round's last point (else 409 with
 * the number still missing), a finished survey gets no second point of its final answers, points
 * already stored one answer apart are withheld on every read (module evaluation, summaries,
 * dashboard, PDF), and a point keeps the threshold it was made with when the threshold is lowered.
 *
 * Answers are written into the table as a submit leaves them (survey counts and round counters),
 * as px-lifecycle.test.ts does; the points are made by the real state machines.
 */
import type {
  DashboardEvaluation,
  EvaluationSummary,
  ModuleEvaluation,
  SurveySummary,
} from '@prozesspuls/shared';
import {
  buildEvaluationPoint,
  catalogueItemsOfModule,
  differenceNotice,
  type EvaluationTree,
  emptyRoundCounters,
  PUBLICATION_MESSAGES,
} from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { iwakSurveyBody } from '../fixtures/surveys.js';
import { api, login } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { closeDynamo } from './local-table.js';
import { pdfText } from './pdf-text.js';
import { createSurveyTenant, type Tenant } from './security-helpers.js';
import { createdSurvey, putEvaluationSettings, startEvaluationPoint } from './surveys-api.js';
import { setAttributes, storeAnswers } from './table-items.js';

const tag = Date.now().toString(36);
const [q1, q2] = catalogueItemsOfModule('Module_One')
  .filter((item) => !item.personal)
  .map((item) => item.id);
if (!q1 || !q2) throw new Error('module 1 has scale questions');

let tenant: Tenant;

const createSurvey = async (title: string) => (await createdSurvey(tenant.token, iwakSurveyBody(title))).id;

/**
 * What `complete` answers leave behind: the survey's counts and the round counters. The first five
 * answered q1 with level 2, every later one with level 6, so one more answer changes q1's figures.
 * q2 was answered by `q2Answers` of them (level 3), as an optional question may be.
 */
async function answered(surveyId: string, complete: number, q2Answers = complete, state = 'ANSWERED') {
  await storeAnswers(surveyId, {
    state,
    sent: 30,
    complete,
    levels: {
      [`L#${q1}#2`]: Math.min(complete, 5),
      [`L#${q1}#6`]: Math.max(complete - 5, 0),
      [`L#${q2}#3`]: q2Answers,
    },
    clientId: tenant.clientId,
  });
}

async function details(surveyId: string): Promise<SurveySummary> {
  const listed = await api<SurveySummary[]>('GET', '/px/survey', { token: tenant.token });
  const row = listed.body.find((survey) => survey.id === surveyId);
  if (!row) throw new Error(`survey ${surveyId} not listed`);
  return row;
}

/** Polls until no job runs and the survey has `count` points (the state machines run asynchronously). */
async function waitForPoints(surveyId: string, count: number, state?: string): Promise<SurveySummary> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const survey = await details(surveyId);
    const done =
      !survey.info.job?.running &&
      survey.info.evaluationTimestampCount === count &&
      (state === undefined || survey.info.state === state);
    if (done) return survey;
    if (Date.now() > deadline) throw new Error(`survey ${surveyId}: ${JSON.stringify(survey.info)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const evaluateNow = (surveyId: string) => startEvaluationPoint(tenant.token, surveyId);

async function pointNow(surveyId: string, count: number) {
  const started = await evaluateNow(surveyId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await waitForPoints(surveyId, count);
}

const evaluations = async (surveyId: string) => {
  const reply = await api<ModuleEvaluation[]>('GET', `/px/evaluation/timestamp/${surveyId}/module/1`, {
    token: tenant.token,
  });
  expect(reply.status).toBe(200);
  return reply.body;
};

const q1Of = (evaluation: ModuleEvaluation | undefined) =>
  evaluation?.questionEvaluations.find((q) => q.questionId === q1);
const q2Of = (evaluation: ModuleEvaluation | undefined) =>
  evaluation?.questionEvaluations.find((q) => q.questionId === q2);

/** The point repository in this process, against the local cloud's table (data made before points stored their threshold). */
async function pointStore() {
  pointFunctionsAtLocalCloud();
  return import('../../functions/src/data/repositories/evaluationPoints.js');
}

beforeAll(async () => {
  const superuser = (await login('admin@demo.local')).accessToken;
  tenant = await createSurveyTenant(superuser, 'Differenz');
});

afterAll(() => closeDynamo());

describe('POST /px/evaluation/timestamp: a new point needs threshold new answers', () => {
  it('refuses a point one answer after the last one, names the answers still missing and stores nothing', async () => {
    const surveyId = await createSurvey(`Zwei Punkte ${tag}`);
    await answered(surveyId, 5);
    await pointNow(surveyId, 1);

    await answered(surveyId, 6);
    const refused = await evaluateNow(surveyId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('mindestens 5 neue vollständige Antworten');
    expect(refused.body.msg).toContain('es fehlen noch 4 Antworten');
    expect((await details(surveyId)).info).toMatchObject({
      evaluationTimestampCount: 1,
      job: { running: null },
    });

    // Five answers after the first point the next one is made, and both show their figures.
    await answered(surveyId, 10);
    await pointNow(surveyId, 2);
    const [first, second] = await evaluations(surveyId);
    expect(q1Of(first)?.scores).toEqual([0, 5, 0, 0, 0, 0]);
    expect(q1Of(second)?.scores).toEqual([0, 5, 0, 0, 0, 5]);
  }, 120_000);

  it('makes the round’s first point only from threshold complete answers', async () => {
    const surveyId = await createSurvey(`Erster Punkt ${tag}`);
    await answered(surveyId, 3);
    const refused = await evaluateNow(surveyId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'Ein Auswertungspunkt ist erst ab 5 vollständigen Antworten möglich – es fehlen noch 2 Antworten. Das schützt die Anonymität.',
    );
    expect((await details(surveyId)).info.evaluationTimestampCount).toBe(0);
  });

  it('refuses a second point of a finished survey’s final answers', async () => {
    const surveyId = await createSurvey(`Beendet ${tag}`);
    await answered(surveyId, 6);
    const finished = await api('POST', '/px/survey/finish', { token: tenant.token, json: { surveyId } });
    expect(finished.status).toBe(200);
    await waitForPoints(surveyId, 1, 'FINISHED');

    const refused = await evaluateNow(surveyId);
    expect(refused).toMatchObject({ status: 409, body: { msg: PUBLICATION_MESSAGES.finishedHasPoint } });
    expect((await details(surveyId)).info.evaluationTimestampCount).toBe(1);
  }, 120_000);

  it('a finish one answer after a point stores no second point: that point stays the result', async () => {
    const surveyId = await createSurvey(`Beenden nach Punkt ${tag}`);
    await answered(surveyId, 5);
    await pointNow(surveyId, 1);
    await answered(surveyId, 6);
    const finished = await api('POST', '/px/survey/finish', { token: tenant.token, json: { surveyId } });
    expect(finished.status).toBe(200);
    const survey = await waitForPoints(surveyId, 1, 'FINISHED');
    expect(survey.info.answeredCount).toBe(6);
    const points = await evaluations(surveyId);
    expect(points).toHaveLength(1);
    expect(points[0]?.numberCompleteAnswered).toBe(5);
  }, 120_000);

  it('two requests racing make one point: one 200, the other 409', async () => {
    const surveyId = await createSurvey(`Wettlauf ${tag}`);
    await answered(surveyId, 5);
    await pointNow(surveyId, 1);
    await answered(surveyId, 10);
    const replies = await Promise.all([evaluateNow(surveyId), evaluateNow(surveyId)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    await waitForPoints(surveyId, 2);
    // The race is over: the next request is judged against the new point (0 new answers).
    const after = await evaluateNow(surveyId);
    expect(after.status).toBe(409);
    expect(after.body.msg).toContain('es fehlen noch 5 Antworten');
    expect((await details(surveyId)).info.evaluationTimestampCount).toBe(2);
  }, 120_000);
});

describe('reads withhold points stored one answer apart (points stored before thresholds were kept with them)', () => {
  /** Rolle-like tree of module 1's first two questions, enough for the reads. */
  const tree: EvaluationTree = {
    nodes: [{ id: 'knoten', name: 'Klarheit', nodeType: 'CATEGORY', questionIds: [q1, q2] }],
    questions: [
      { id: q1, text: 'Frage eins', inverted: false },
      { id: q2, text: 'Frage zwei', inverted: false },
    ],
  };
  const counters = (complete: number) => ({
    ...emptyRoundCounters(1, 30),
    completeAnswered: complete,
    levels: {
      [q1]: [0, Math.min(complete, 5), 0, 0, 0, Math.max(complete - 5, 0)] as [
        number,
        number,
        number,
        number,
        number,
        number,
      ],
      [q2]: [0, 0, complete, 0, 0, 0] as [number, number, number, number, number, number],
    },
  });

  it('module evaluation, summaries, dashboard and PDF show the first point and withhold the second', async () => {
    const surveyId = await createSurvey(`Alte Punkte ${tag}`);
    const { putEvaluationPoint } = await pointStore();
    const five = buildEvaluationPoint(tree, counters(5), Date.now() - 60_000);
    const six = buildEvaluationPoint(tree, counters(6), Date.now() - 30_000, five);
    for (const [index, point] of [five, six].entries()) {
      const stored = {
        clientId: tenant.clientId,
        surveyId,
        timestampId: `${surveyId}-${index}`,
        module: 'Module_One',
        point,
      };
      expect(await putEvaluationPoint(stored)).toBe('created');
    }

    const [first, second] = await evaluations(surveyId);
    expect(q1Of(first)?.scores).toEqual([0, 5, 0, 0, 0, 0]);
    expect(second?.hidden).toEqual(differenceNotice(5));
    expect(q1Of(second)).toMatchObject({ scores: null, answerScore: null, percentages: null });
    expect(JSON.stringify(second?.nodes)).not.toMatch(/"score":\d/);

    const summaries = await api<EvaluationSummary[]>('GET', `/px/evaluation/${surveyId}`, {
      token: tenant.token,
    });
    expect(summaries.body.map((s) => s.hidden)).toEqual([null, differenceNotice(5)]);

    const dashboard = await api<DashboardEvaluation[]>('GET', '/px/evaluation/module/1', {
      token: tenant.token,
    });
    const card = dashboard.body.find((d) => d.surveyId === surveyId);
    expect(card?.numberCompleteAnswered).toBe(6);
    expect(card?.hidden).toEqual(differenceNotice(5));
    expect(JSON.stringify(card?.nodes)).not.toMatch(/"score":\d/);

    const response = await fetch(`${inject('baseUrl')}/api/px/evaluation/${surveyId}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.token}` },
    });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Ausgeblendet: weniger als 5 neue Antworten');
    // The figures of the six answers (q1 2.7, Klarheit 2.8) never reach the PDF.
    expect(text).not.toContain('2,7');
    expect(text).not.toContain('2,8');
  }, 90_000);
});

describe('lowering the threshold never reveals a figure hidden before', () => {
  it('a point made at threshold 7 keeps hiding a question with 6 answers after the threshold is 5 again', async () => {
    const raised = await putEvaluationSettings(tenant.token, { anonymityThreshold: 7 });
    expect(raised.status).toBe(200);
    const surveyId = await createSurvey(`Schwelle ${tag}`);
    // 7 complete answers; the optional q2 was answered by 6 of them.
    await answered(surveyId, 7, 6);
    await pointNow(surveyId, 1);
    const before = await evaluations(surveyId);
    expect(q2Of(before[0])?.hidden?.minimum).toBe(7);

    // The threshold goes down (the API only raises it; a platform operator could still change the item).
    await setAttributes({ pk: `T#${tenant.clientId}`, sk: 'ANONYMITY' }, { anonymityThreshold: 5 });
    const settings = await api<{ anonymityThreshold: number }>('GET', '/px/evaluation/settings', {
      token: tenant.token,
    });
    expect(settings.body.anonymityThreshold).toBe(5);

    const [after] = await evaluations(surveyId);
    expect(after?.hidden).toBeNull();
    expect(q1Of(after)?.scores).not.toBeNull();
    expect(q2Of(after)).toMatchObject({ scores: null, hidden: { minimum: 7 } });
  }, 120_000);
});
