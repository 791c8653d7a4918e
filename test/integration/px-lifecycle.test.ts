/**
 * Survey lifecycle: finish through the local *survey finish* state machine, a deadline
 * that ends a survey by itself, a new round by resend, evaluation points, a failed run the
 * creator retries, idempotent task retries and other tenants' ids. Sending and answering are
 * core16's routes; here the answered state and the round counters are written straight into the
 * table, as a submit leaves them.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SurveyDetails, SurveyJobStarted, SurveyRoundOpened, SurveySummary } from '@prozesspuls/shared';
import {
  catalogueItemsOfModule,
  type EvaluationPoint,
  SURVEY_LIFECYCLE_MESSAGES as M,
} from '@prozesspuls/shared/px';
import { afterAll, describe, expect, it } from 'vitest';
import { iwakSurveyBody, manualSurveyBody } from '../fixtures/surveys.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, latestMailTo } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { DEMO_CLIENT, TABLE } from './local-names.js';
import { closeDynamo, localDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { modellerAndSurveyTenant } from './security-helpers.js';
import { createdSurvey, startEvaluationPoint } from './surveys-api.js';
import { setAttributes, storeAnswers, surveyKey } from './table-items.js';

const dynamo = localDynamo();

const suite = setUpBeforeAll(() => modellerAndSurveyTenant('Lebenszyklus'));
const tag = Date.now().toString(36);
const [q1, q2] = catalogueItemsOfModule('Module_One')
  .filter((item) => !item.personal)
  .map((item) => item.id);

const createSurvey = async (title: string, deadlineDate: number | null = null, token = suite.modeller) =>
  (await createdSurvey(token, iwakSurveyBody(title, { deadlineDate }))).id;

/**
 * What sending to 3 and two complete answers leave behind: state, list counters, round counters
 * (`complete` raises the complete answers, sent to as many plus one, for an evaluation point).
 */
async function answered(surveyId: string, round = 1, state = 'ANSWERED', complete = 2) {
  await storeAnswers(surveyId, {
    state,
    sent: Math.max(3, complete + 1),
    complete,
    levels: { [`L#${q1}#1`]: 1, [`L#${q1}#6`]: 1, [`L#${q2}#3`]: 2 },
    round,
  });
}

/** A new survey of the modeller with the answers `answered` leaves behind; answers its id. */
async function answeredSurvey(title: string): Promise<string> {
  const surveyId = await createSurvey(title);
  await answered(surveyId);
  return surveyId;
}

/** The survey's row in the list (which reads no stored schema, so it works while that is unreadable). */
async function details(surveyId: string, token = suite.modeller): Promise<SurveySummary> {
  const listed = await api<SurveySummary[]>('GET', '/px/survey', { token });
  const row = listed.body.find((survey) => survey.id === surveyId);
  if (!row) throw new Error(`survey ${surveyId} not listed`);
  return row;
}

/** Polls the survey until `done` holds (the state machines run asynchronously). */
async function waitForSurvey(surveyId: string, done: (survey: SurveySummary) => boolean, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const survey = await details(surveyId);
    if (done(survey)) return survey;
    if (Date.now() > deadline)
      throw new Error(`survey ${surveyId} never reached the state: ${JSON.stringify(survey.info)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const idle = (survey: SurveySummary) => !survey.info.job?.running;

async function storedPoint(timestampId: string, clientId = DEMO_CLIENT) {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: TABLE, Key: { pk: `T#${clientId}`, sk: `EVALPOINT#${timestampId}` } }),
  );
  return Item ? { ...Item, point: JSON.parse(String(Item.point)) as EvaluationPoint } : undefined;
}

const finish = (surveyId: string, token = suite.modeller) =>
  api<SurveyJobStarted & { msg?: string }>('POST', '/px/survey/finish', { token, json: { surveyId } });
const resend = (surveyId: string) =>
  api<SurveyRoundOpened & { msg?: string }>('POST', '/px/survey/resend', {
    token: suite.modeller,
    json: { surveyId },
  });
const evaluateNow = (surveyId: string) => startEvaluationPoint(suite.modeller, surveyId);

afterAll(() => closeDynamo());

describe('POST /px/survey/finish (survey finish state machine)', () => {
  it('finishes an answered survey: one evaluation point from the counters, FINISHED, creator mailed', async () => {
    const surveyId = await answeredSurvey(`Beenden ${tag}`);
    const clickedAt = Date.now();
    const started = await finish(surveyId);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ surveyId, job: 'FINISH', round: 1 });

    const survey = await waitForSurvey(surveyId, (s) => s.info.state === 'FINISHED' && idle(s));
    expect(survey.info).toMatchObject({ state: 'FINISHED', evaluationTimestampCount: 1 });
    // The evaluation's 'Abgeschlossen' is this day, not the deadline.
    expect(survey.finishedDate).toBeGreaterThanOrEqual(clickedAt);
    expect(survey.finishedDate).toBeLessThanOrEqual(Date.now());
    expect(survey.info.job).toEqual({ round: 1, running: null, failed: null });

    const stored = await storedPoint(started.body.timestampId);
    expect(stored).toMatchObject({ surveyId, module: 'Module_One', round: 1 });
    expect(stored?.point).toMatchObject({
      round: 1,
      numberSentTo: 3,
      numberCompleteAnswered: 2,
      numberNotAnswered: 1,
    });
    const first = stored?.point.questionEvaluations.find((q) => q.questionId === q1);
    expect(first?.scores).toEqual([1, 0, 0, 0, 0, 1]);
    expect(first?.responseCount).toBe(2);

    // The creator's mail is the last step, after FINISHED is visible.
    const mailDeadline = Date.now() + 20_000;
    let mail = await latestMailTo('modeller@demo.local');
    while (!mail?.body.text?.includes(`Beenden ${tag}`) && Date.now() < mailDeadline) {
      await new Promise((r) => setTimeout(r, 250));
      mail = await latestMailTo('modeller@demo.local');
    }
    expect(mail?.subject).toContain(M.finishedMailSubject);
    expect(mail?.body.text).toContain(`Beenden ${tag}`);
  });

  it('refuses a survey that is not ANSWERED with 409 and changes nothing', async () => {
    const surveyId = await createSurvey(`Nicht beantwortet ${tag}`);
    const refused = await finish(surveyId);
    expect(refused).toMatchObject({ status: 409, body: { msg: M.finishOnlyAnswered } });
    expect((await details(surveyId)).info).toMatchObject({ state: 'CREATED', evaluationTimestampCount: 0 });
  });

  it('two finishes racing start one run: one 200, the other 409, one evaluation point', async () => {
    const surveyId = await answeredSurvey(`Wettlauf ${tag}`);
    const replies = await Promise.all([finish(surveyId), finish(surveyId), finish(surveyId)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const survey = await waitForSurvey(surveyId, (s) => s.info.state === 'FINISHED' && idle(s));
    expect(survey.info.evaluationTimestampCount).toBe(1);
  });

  it('a failed run leaves the survey ANSWERED with the failure shown, and the creator can retry', async () => {
    const surveyId = await answeredSurvey(`Fehlschlag ${tag}`);
    const { Item } = await dynamo.send(new GetCommand({ TableName: TABLE, Key: surveyKey(surveyId) }));
    const schemaKey = String(Item?.schemaKey);
    // The stored schema cannot be read: the evaluation-point task fails through its retries.
    await setAttributes(surveyKey(surveyId), { schemaKey: `${DEMO_CLIENT}/surveys/${surveyId}/fehlt.json` });
    expect((await finish(surveyId)).status).toBe(200);
    const failed = await waitForSurvey(surveyId, (s) => s.info.job?.failed === 'FINISH');
    expect(failed.info).toMatchObject({ state: 'ANSWERED', evaluationTimestampCount: 0 });
    expect(failed.info.job?.running).toBeNull();

    await setAttributes(surveyKey(surveyId), { schemaKey });
    expect((await finish(surveyId)).status).toBe(200);
    const retried = await waitForSurvey(surveyId, (s) => s.info.state === 'FINISHED' && idle(s));
    expect(retried.info).toMatchObject({ evaluationTimestampCount: 1 });
    expect(retried.info.job?.failed).toBeNull();
  });
});

describe('deadline (EventBridge Scheduler, local timer)', () => {
  it('a survey whose deadline passes ends by itself', async () => {
    const surveyId = await createSurvey(`Deadline ${tag}`, Date.now() + 4000);
    await answered(surveyId);
    const survey = await waitForSurvey(surveyId, (s) => s.info.state === 'FINISHED' && idle(s), 45_000);
    expect(survey.info.evaluationTimestampCount).toBe(1);
  });
});

describe('POST /px/evaluation/timestamp (evaluation point state machine)', () => {
  it('creates a point of the current round while the survey stays open', async () => {
    // The round's first point needs the anonymity threshold (5) of complete answers.
    const surveyId = await createSurvey(`Zwischenstand ${tag}`);
    await answered(surveyId, 1, 'ANSWERED', 5);
    const started = await evaluateNow(surveyId);
    expect(started.status).toBe(200);
    expect(started.body.job).toBe('EVALUATION');
    const survey = await waitForSurvey(surveyId, (s) => s.info.evaluationTimestampCount === 1 && idle(s));
    expect(survey.info.state).toBe('ANSWERED');
    expect(await storedPoint(started.body.timestampId)).toBeDefined();
  });

  it('refuses a survey without answers', async () => {
    const surveyId = await createSurvey(`Ohne Antworten ${tag}`);
    const refused = await evaluateNow(surveyId);
    expect(refused).toMatchObject({ status: 409, body: { msg: M.noAnswers } });
  });
});

describe('POST /px/survey/resend (a new round)', () => {
  it('opens round 2 of a finished survey with its counters at 0; a second resend is refused', async () => {
    const surveyId = await answeredSurvey(`Runde ${tag}`);
    expect((await finish(surveyId)).status).toBe(200);
    await waitForSurvey(surveyId, (s) => s.info.state === 'FINISHED' && idle(s));

    const resent = await resend(surveyId);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ surveyId, round: 2, state: 'CREATED', closingJob: null });
    const survey = await details(surveyId);
    expect(survey.info).toMatchObject({
      state: 'CREATED',
      sendToCount: 0,
      answeredCount: 0,
      evaluationTimestampCount: 1,
    });
    expect(survey.info.job?.round).toBe(2);

    const again = await resend(surveyId);
    expect(again).toMatchObject({ status: 409, body: { msg: M.resendNeedsAnswers } });
  });

  it('an unfinished round gets its evaluation point when the next round opens', async () => {
    const surveyId = await answeredSurvey(`Offene Runde ${tag}`);
    const resent = await resend(surveyId);
    expect(resent.status).toBe(200);
    expect(resent.body.closingJob).toMatchObject({ job: 'EVALUATION', round: 1 });
    await waitForSurvey(surveyId, (s) => s.info.evaluationTimestampCount === 1 && idle(s));
    const point = await storedPoint(resent.body.closingJob?.timestampId ?? '');
    expect(point?.point.round).toBe(1);
    expect(point?.point.numberCompleteAnswered).toBe(2);
  });

  it('two resends racing open one round', async () => {
    const surveyId = await createSurvey(`Runden-Wettlauf ${tag}`);
    await answered(surveyId, 1, 'FINISHED');
    const replies = await Promise.all([1, 2, 3].map(() => resend(surveyId)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await details(surveyId)).info.job?.round).toBe(2);
  });

  it('refuses custom surveys (NONE)', async () => {
    const created = await api<SurveyDetails>('POST', '/px/survey', {
      token: suite.modeller,
      json: manualSurveyBody(`Eigene ${tag}`, await createdContent(suite.modeller)),
    });
    await answered(created.body.id);
    const refused = await resend(created.body.id);
    expect(refused).toMatchObject({ status: 409, body: { msg: M.resendNotPossible } });
  });
});

describe('other tenants', () => {
  it('cannot finish, resend, evaluate or list the points of this client’s survey', async () => {
    const surveyId = await answeredSurvey(`Fremd ${tag}`);
    const asOther = (path: string, json: unknown) =>
      api<{ msg: string }>('POST', path, { token: suite.other.token, json });
    expect((await asOther('/px/survey/finish', { surveyId })).status).toBe(404);
    expect((await asOther('/px/survey/resend', { surveyId })).status).toBe(404);
    expect((await asOther('/px/evaluation/timestamp', { surveyId })).status).toBe(404);
    expect((await asOther('/px/evaluation/process/timestamp', { surveyId })).status).toBe(404);
    const listedPoints = await api<unknown[]>(
      'GET',
      `/px/evaluation/process/${crypto.randomUUID()}/timestamp`,
      {
        token: suite.other.token,
      },
    );
    // A model that is not the caller's (here: none at all) is a 404 (px-model-surveys.test.ts).
    expect(listedPoints.status).toBe(404);
    expect((await details(surveyId)).info).toMatchObject({ state: 'ANSWERED', evaluationTimestampCount: 0 });
  });
});

describe('idempotent tasks (a retried task writes nothing twice)', () => {
  it('storing the same point twice stores it once and counts it once', async () => {
    const surveyId = await createSurvey(`Wiederholung ${tag}`);
    pointFunctionsAtLocalCloud();
    const { putEvaluationPoint } = await import('../../functions/src/data/repositories/evaluationPoints.js');
    const { buildEvaluationPoint, emptyRoundCounters } = await import('@prozesspuls/shared/px');
    const point = buildEvaluationPoint({ nodes: [], questions: [] }, emptyRoundCounters(1, 3), Date.now());
    const stored = {
      clientId: DEMO_CLIENT,
      surveyId,
      timestampId: crypto.randomUUID(),
      module: 'Module_One',
      point,
    };
    expect(await putEvaluationPoint(stored)).toBe('created');
    expect(await putEvaluationPoint(stored)).toBe('existing');
    expect((await details(surveyId)).info.evaluationTimestampCount).toBe(1);
  });
});
