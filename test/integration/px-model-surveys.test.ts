/**
 * The process surveys of a model (GET /px/survey/bpmn/{uuid}, the modeller's PX overview) and their
 * element scores (GET /px/evaluation/process/{uuid}/timestamp): only the model's Module_Four surveys
 * of the caller's client, other tenants' uuids, bad input, permissions, and the anonymity threshold
 * (no element result below it leaves the API). Surveys are made the real way: questions attached
 * to the model's tasks, then POST /px/survey (Module_Four + uuid) builds the pages on the server
 * with questions named `<questionId>@<elementId>`. Answers are written as round counters straight
 * into the table under those names, as a submit leaves them (px-lifecycle.test.ts does the same);
 * the evaluation point is made by the real *evaluation point* state machine.
 */
import type {
  HistoryEntry,
  ModelProcessSurvey,
  ProcessEvaluationPoint,
  RoleDetails,
  SurveyDetails,
} from '@prozesspuls/shared';
import {
  buildEvaluationPoint,
  differenceNotice,
  type EvaluationTree,
  emptyRoundCounters,
  type LevelCounts,
  type RoundCounters,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_QUESTIONS,
  attachments,
  attachPath,
  processDiagram,
  processQuestionNames,
  processSurveyBody,
} from '../fixtures/processSurveys.js';
import { iwakSurveyBody } from '../fixtures/surveys.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, createdModel, login } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { DEMO_CLIENT } from './local-names.js';
import { closeDynamo } from './local-table.js';
import { acceptInvitation, modellerAndSurveyTenant } from './security-helpers.js';
import { createdSurvey, startEvaluationPoint } from './surveys-api.js';
import { roundCountersKey, setAttributes, storeAnswers, surveyKey } from './table-items.js';
import { uploadBpmn } from './upload.js';

const tag = Date.now().toString(36);

const suite = setUpBeforeAll(() => modellerAndSurveyTenant('PxModell'));
let modelA = '';
let modelB = '';

const [q1, q2, q3] = ACTIVITY_QUESTIONS;
if (!q1 || !q2 || !q3) throw new Error('the process catalogue has fewer than 3 matrix questions for tasks');

/** Task_1 asks q1 and q2, Task_2 asks q3. */
const ELEMENTS = [
  { elementId: 'Task_1', elementName: 'Antrag prüfen', questionIds: [q1.id, q2.id] },
  { elementId: 'Task_2', elementName: 'Antrag genehmigen', questionIds: [q3.id] },
];

/** A model of the two tasks with their questions attached (PX mode), as the modeller leaves it. */
async function processModel(token: string, name: string): Promise<string> {
  const uploaded = await uploadBpmn(token, `${name}.bpmn`, processDiagram(ELEMENTS));
  expect(uploaded.body.uuid, JSON.stringify(uploaded.body)).toBeTruthy();
  const uuid = uploaded.body.uuid ?? '';
  for (const { elementId, questionId } of attachments(ELEMENTS)) {
    const attached = await api('POST', attachPath(uuid, elementId, questionId), { token });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  }
  return uuid;
}

const createProcessSurvey = async (title: string, uuid: string, token = suite.modeller) =>
  (await createdSurvey(token, processSurveyBody(title, uuid))).id;

const modelSurveys = (uuid: string, token = suite.modeller) =>
  api<ModelProcessSurvey[] & { msg?: string }>('GET', `/px/survey/bpmn/${uuid}`, { token });

/** Each of the survey's question names (`<questionId>@<elementId>`) counted `count` times at `level`. */
const countedAt = (level: number, count: number) =>
  Object.fromEntries(processQuestionNames(ELEMENTS).map((name) => [`L#${name}#${level}`, count]));

/** `complete` participants all answered every question at `level` (1–6): state, counters, round counters. */
async function answeredAll(surveyId: string, complete: number, level: number) {
  await storeAnswers(surveyId, { sent: complete + 1, complete, levels: countedAt(level, complete) });
}

/** One more participant answered every question at level 6 after `complete` answered at `level`. */
async function oneMoreAnswer(surveyId: string, complete: number, level: number) {
  await setAttributes(surveyKey(surveyId), { answeredCount: complete + 1 });
  await setAttributes(roundCountersKey(surveyId), {
    completeAnswered: complete + 1,
    ...countedAt(level, complete),
    ...countedAt(6, 1),
  });
}

const startProcessPoint = (surveyId: string) => startEvaluationPoint(suite.modeller, surveyId, 'process');

/** Creates the survey's evaluation point through the state machine and waits until it is counted. */
async function evaluationPoint(uuid: string, surveyId: string) {
  const started = await startProcessPoint(surveyId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await pointCounted(uuid, surveyId);
  return started.body.timestampId;
}

/** Waits until the survey's first point is counted and no job runs. */
async function pointCounted(uuid: string, surveyId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const listed = (await modelSurveys(uuid)).body.find((survey) => survey.id === surveyId);
    if (listed?.info.evaluationTimestampCount === 1 && !listed.info.job?.running) return;
    if (Date.now() > deadline) throw new Error(`no evaluation point: ${JSON.stringify(listed?.info)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  modelA = await processModel(suite.modeller, `PX Modell A ${tag}`);
  modelB = await processModel(suite.modeller, `PX Modell B ${tag}`);
});

afterAll(() => closeDynamo());

describe('GET /px/survey/bpmn/{uuid}', () => {
  it('lists only the process surveys of this model, newest first, with the commit hash of its version', async () => {
    const first = await createProcessSurvey(`Prozess A1 ${tag}`, modelA);
    const second = await createProcessSurvey(`Prozess A2 ${tag}`, modelA);
    await createProcessSurvey(`Prozess B ${tag}`, modelB);
    const iwak = await api<SurveyDetails>('POST', '/px/survey', {
      token: suite.modeller,
      json: iwakSurveyBody(`IWAK ${tag}`),
    });
    expect(iwak.status).toBe(200);

    const listed = await modelSurveys(modelA);
    expect(listed.status).toBe(200);
    expect(listed.body.map((survey) => survey.id)).toEqual([second, first]);
    const history = await api<HistoryEntry[]>('GET', `/bpmn/${modelA}/history`, { token: suite.modeller });
    expect(listed.body[1]).toEqual({
      id: first,
      title: `Prozess A1 ${tag}`,
      createdDate: expect.any(String),
      deadlineDate: null,
      commitHash: history.body[0]?.commitHash,
      info: expect.objectContaining({
        state: 'CREATED',
        sendToCount: 0,
        answeredCount: 0,
        evaluationTimestampCount: 0,
      }),
    });
    // The survey list shows the model too (its row links to /modelEdit/{uuid}).
    const row = await api<SurveyDetails>('GET', `/px/survey/${first}`, { token: suite.modeller });
    expect(row.body.uuid).toBe(modelA);
  });

  it('answers an empty list for a model without process surveys', async () => {
    const fresh = await createdModel(suite.modeller, `PX leer ${tag}`);
    const listed = await modelSurveys(fresh);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
  });

  it('refuses a uuid that is none (400, German message) and a process survey without a model', async () => {
    const bad = await modelSurveys('kein-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/\S/);
    const withoutModel = await api<{ msg: string }>('POST', '/px/survey', {
      token: suite.modeller,
      json: processSurveyBody(`Ohne Modell ${tag}`, null),
    });
    expect(withoutModel.status).toBe(400);
    expect(withoutModel.body.msg).toBe(SURVEY_MESSAGES.processSurveyNeedsModel);
  });
});

describe('other tenants', () => {
  it('get a 404 for this client’s model, its element scores and a process survey on it, and write nothing', async () => {
    expect((await modelSurveys(modelA, suite.other.token)).status).toBe(404);
    const points = await api('GET', `/px/evaluation/process/${modelA}/timestamp`, {
      token: suite.other.token,
    });
    expect(points.status).toBe(404);
    const otherSurveys = async () =>
      (await api<unknown[]>('GET', '/px/survey', { token: suite.other.token })).body.length;
    const before = await otherSurveys();
    const planted = await api('POST', '/px/survey', {
      token: suite.other.token,
      json: processSurveyBody(`Fremd ${tag}`, modelA),
    });
    expect(planted.status).toBe(404);
    expect(await otherSurveys()).toBe(before);
    // Their own model lists only their own process surveys.
    const theirs = await processModel(suite.other.token, `Fremdes Modell ${tag}`);
    const theirSurvey = await createProcessSurvey(`Eigene ${tag}`, theirs, suite.other.token);
    expect((await modelSurveys(theirs, suite.other.token)).body.map((s) => s.id)).toEqual([theirSurvey]);
    expect((await modelSurveys(theirs)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('needs PX_EVAL or PX_WRITE (element scores PX_EVAL): a member with PROCESS only gets a 403', async () => {
    const role = await api<RoleDetails>('POST', '/role', {
      token: suite.other.token,
      json: { roleTitle: `Leser ${tag}` },
    });
    expect(role.status).toBe(201);
    await api('POST', '/permission', {
      token: suite.other.token,
      json: { roleId: role.body.id, name: 'PROCESS', granted: true },
    });
    const email = `px-leser-${tag}@sicherheit.local`;
    const added = await api('POST', '/user/add', {
      token: suite.other.token,
      json: { userId: email, firstName: 'Paula', lastName: 'Leser', role: [role.body.id] },
    });
    expect(added.status).toBeLessThan(300);
    await acceptInvitation(email, `Leser!${tag}Aa1`);
    const member = (await login(email, `Leser!${tag}Aa1`)).accessToken;
    const own = await createdModel(suite.other.token, `Leser-Modell ${tag}`);
    const shared = await api('POST', `/bpmn/${own}/shared-user`, {
      token: suite.other.token,
      json: { userId: email },
    });
    expect(shared.status).toBe(200);
    expect((await modelSurveys(own, member)).status).toBe(403);
    expect((await api('GET', `/px/evaluation/process/${own}/timestamp`, { token: member })).status).toBe(403);

    await api('POST', '/permission', {
      token: suite.other.token,
      json: { roleId: role.body.id, name: 'PX_EVAL', granted: true },
    });
    const allowed = await modelSurveys(own, member);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual([]);
    expect((await api('GET', `/px/evaluation/process/${own}/timestamp`, { token: member })).status).toBe(200);

    // PX_WRITE (attaching questions) shows the overview but not the element scores.
    const grant = (name: string, granted: boolean) =>
      api('POST', '/permission', { token: suite.other.token, json: { roleId: role.body.id, name, granted } });
    await grant('PX_EVAL', false);
    await grant('PX_WRITE', true);
    expect((await modelSurveys(own, member)).status).toBe(200);
    expect((await api('GET', `/px/evaluation/process/${own}/timestamp`, { token: member })).status).toBe(403);
  });
});

describe('element scores (GET /px/evaluation/process/{uuid}/timestamp)', () => {
  it('scores each element from its questions and hides every result below the anonymity threshold', async () => {
    const uuid = await processModel(suite.modeller, `PX Auswertung ${tag}`);
    const enough = await createProcessSurvey(`Genug Antworten ${tag}`, uuid);
    const few = await createProcessSurvey(`Zu wenige ${tag}`, uuid);
    // 5 answers (the default threshold) all at level 2; 2 answers at level 5.
    await answeredAll(enough, 5, 2);
    await answeredAll(few, 2, 5);
    await evaluationPoint(uuid, enough);
    // Two answers get no point on request (the first needs the threshold); finishing
    // the survey stores its point, hidden whole.
    const finished = await api('POST', '/px/survey/finish', {
      token: suite.modeller,
      json: { surveyId: few },
    });
    expect(finished.status).toBe(200);
    await pointCounted(uuid, few);

    const listed = await modelSurveys(uuid);
    expect(listed.body.find((s) => s.id === enough)?.info).toMatchObject({
      state: 'ANSWERED',
      answeredCount: 5,
    });

    const reply = await api<ProcessEvaluationPoint[]>('GET', `/px/evaluation/process/${uuid}/timestamp`, {
      token: suite.modeller,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.map((p) => p.surveyId).sort()).toEqual([enough, few].sort());

    // Level 2 scores 2, or 7 − 2 = 5 for an inverted question (agreement is good).
    const score = (inverted: boolean) => (inverted ? 5 : 2);
    const shown = reply.body.find((p) => p.surveyId === enough);
    expect(shown?.point.hidden).toBeNull();
    expect(
      shown?.elements.map(({ elementId, elementName, score, responseCount, hidden }) => ({
        elementId,
        elementName,
        score,
        responseCount,
        hidden,
      })),
    ).toEqual([
      {
        elementId: 'Task_1',
        elementName: 'Antrag prüfen',
        score: (score(q1.inverted) + score(q2.inverted)) / 2,
        responseCount: 5,
        hidden: null,
      },
      {
        elementId: 'Task_2',
        elementName: 'Antrag genehmigen',
        score: score(q3.inverted),
        responseCount: 5,
        hidden: null,
      },
    ]);

    const hidden = reply.body.find((p) => p.surveyId === few);
    expect(hidden?.point.hidden?.minimum).toBe(5);
    for (const element of hidden?.elements ?? []) {
      expect(element.score).toBeNull();
      expect(element.hidden?.msg).toBe('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
      for (const question of element.questions)
        expect([question.scores, question.answerScore]).toEqual([null, null]);
    }
    for (const question of hidden?.point.questionEvaluations ?? []) expect(question.scores).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain('"scores":[');
  });
});

describe('element scores never differ by one answer', () => {
  it('refuses a process point one answer after the last one, and withholds the element scores of one stored anyway', async () => {
    const uuid = await processModel(suite.modeller, `PX Differenz ${tag}`);
    const surveyId = await createProcessSurvey(`Differenz ${tag}`, uuid);
    await answeredAll(surveyId, 5, 2);
    const firstId = await evaluationPoint(uuid, surveyId);

    await oneMoreAnswer(surveyId, 5, 2);
    const refused = await startProcessPoint(surveyId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('es fehlen noch 4 Antworten');

    const read = () =>
      api<ProcessEvaluationPoint[]>('GET', `/px/evaluation/process/${uuid}/timestamp`, {
        token: suite.modeller,
      });
    const before = await read();
    expect(before.body).toHaveLength(1);
    const shown = before.body[0];
    expect(shown?.elements.map((e) => e.hidden)).toEqual([null, null]);

    // A point of the six answers stored anyway (as points made before the difference rule were): the one
    // answer at level 6 would move every element score, so every element is withheld.
    pointFunctionsAtLocalCloud();
    const points = await import('../../functions/src/data/repositories/evaluationPoints.js');
    const first = await points.getEvaluationPoint(DEMO_CLIENT, firstId);
    if (!first) throw new Error('the first point is stored');
    const counters: RoundCounters = {
      ...emptyRoundCounters(1, 7),
      completeAnswered: 6,
      levels: Object.fromEntries(
        first.point.questionEvaluations.map((q) => [q.questionId, [0, 5, 0, 0, 0, 1] as LevelCounts]),
      ),
    };
    const tree: EvaluationTree = {
      nodes: [],
      questions: first.point.questionEvaluations.map((q) => ({
        id: q.questionId,
        text: q.questionText,
        inverted: q.inverted,
      })),
    };
    const six = buildEvaluationPoint(tree, counters, first.point.timestamp + 1_000, first.point);
    expect(await points.putEvaluationPoint({ ...first, timestampId: `${firstId}-sechs`, point: six })).toBe(
      'created',
    );

    const after = await read();
    expect(after.body).toHaveLength(2);
    const [kept, withheld] = after.body;
    expect(kept?.elements.map((e) => e.score)).toEqual(shown?.elements.map((e) => e.score));
    expect(withheld?.point.hidden).toEqual(differenceNotice(5));
    for (const element of withheld?.elements ?? []) {
      expect(element).toMatchObject({ score: null, hidden: differenceNotice(5) });
    }
    expect(JSON.stringify(withheld)).not.toContain('"scores":[');
  }, 120_000);
});
