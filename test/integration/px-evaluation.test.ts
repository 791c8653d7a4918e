/**
 * Evaluation reads through the API: exact scores, trends, words and colours of stored
 * evaluation points, the anonymity threshold (nothing below it leaves the API), the client's
 * threshold setting, the dashboard, custom answers, other tenants' ids and a member without SURVEY.
 *
 * The points are stored with the evaluation-point repository (as the finish workflow does) from
 * counters written here; every expected number below is worked out by hand in the comments.
 */
import type {
  AnonymitySettingsView,
  CustomSurveyAnswers,
  DashboardEvaluation,
  EvaluationSummary,
  ModuleEvaluation,
  RedactedEvaluationNode,
} from '@prozesspuls/shared';
import {
  averageWord,
  buildEvaluationPoint,
  type EvaluationPoint,
  type EvaluationTree,
  emptyRoundCounters,
  gaugeProgress,
  type RoundCounters,
  trafficLight,
  trendLabel,
} from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invertedQ3Evaluation, rolleTree } from '../../shared/src/px/evaluation/fixtures.test-data.js';
import { iwakSurveyBody } from '../fixtures/surveys.js';
import { api, login } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { closeDynamo } from './local-table.js';
import { createTenant, type Tenant } from './security-helpers.js';
import { putEvaluationSettings } from './surveys-api.js';

/** Rolle → Klarheit (q1, q2) and q3 (inverted); Wohlbefinden (OUTCOME) → q4; Arbeitsumgebung → q5 (never answered). */
const tree: EvaluationTree = rolleTree({
  outcome: { id: 'wohl', name: 'Wohlbefinden' },
  q3Text: 'Ich arbeite gern hier.',
  q4Text: 'Ich fühle mich wohl.',
  personalQuestionId: 'alter',
});

/**
 * Round 1: 12 complete of 15. q1 [6,6] → 18/12 = 1.5; q2 all 3 → 3.0; q3 inverted, levels 5 and 6
 * six times each → scores 2 and 1 → 1.5 (average answer 66/12 = 5.5); q4 all 2 → 2.0.
 * Klarheit = (1.5 + 3.0) / 2 = 2.25 → 2.3; Rolle = (2.25 + 1.5) / 2 = 1.875 → 1.9; Wohlbefinden 2.0.
 */
const round1: RoundCounters = {
  ...emptyRoundCounters(1, 15),
  completeAnswered: 12,
  levels: {
    q1: [6, 6, 0, 0, 0, 0],
    q2: [0, 0, 12, 0, 0, 0],
    q3: [0, 0, 0, 0, 6, 6],
    q4: [0, 12, 0, 0, 0, 0],
  },
};

/**
 * Round 2: 10 complete, 2 partly, of 15 (3 not answered). q1 all 6 → 6.0; q2 [2,2,2,2,1,1] → 31/10
 * = 3.1 (20/20/20/20/10/10 %); q3 inverted [3,2,1,0,0,4] → average answer 34/10 = 3.4, score
 * (3·6 + 2·5 + 1·4 + 4·1)/10 = 3.6 (30/20/10/0/0/40 %); q4 [5,5] → 1.5.
 * Klarheit = (6.0 + 3.1) / 2 = 4.55 → 4.6; Rolle = (4.55 + 3.6) / 2 = 4.075 → 4.1; Wohlbefinden 1.5.
 * Trends (previous − current): q1 −4.5, q2 −0.1, q3 −2.1, q4 +0.5; Klarheit 2.3 − 4.6 = −2.3;
 * Rolle 1.9 − 4.1 = −2.2; Wohlbefinden 2.0 − 1.5 = +0.5.
 */
const round2: RoundCounters = {
  ...emptyRoundCounters(2, 15),
  completeAnswered: 10,
  partiallyAnswered: 2,
  levels: { q1: [0, 0, 0, 0, 0, 10], q2: [2, 2, 2, 2, 1, 1], q3: [3, 2, 1, 0, 0, 4], q4: [5, 5, 0, 0, 0, 0] },
  options: { alter: { 'unter 30': 6, 'über 50': 4 } },
};

/** Small survey: round 1 has 4 complete answers (below 5), round 2 has 8. */
const small1: RoundCounters = {
  ...emptyRoundCounters(1, 6),
  completeAnswered: 4,
  levels: { q1: [4, 0, 0, 0, 0, 0], q2: [0, 4, 0, 0, 0, 0], q3: [0, 0, 0, 0, 0, 4], q4: [4, 0, 0, 0, 0, 0] },
  options: { alter: { 'unter 30': 4 } },
};
const small2: RoundCounters = {
  ...emptyRoundCounters(2, 10),
  completeAnswered: 8,
  levels: { q1: [0, 8, 0, 0, 0, 0], q2: [0, 8, 0, 0, 0, 0], q3: [0, 0, 0, 0, 0, 8], q4: [0, 8, 0, 0, 0, 0] },
};

type PointStore = typeof import('../../functions/src/data/repositories/evaluationPoints.js');
type Db = typeof import('../../functions/src/data/db.js');
let points: PointStore;
let db: Db;
let tenant: Tenant;
let modeller = '';
let employee = '';
let mainSurvey = '';
let smallSurvey = '';

/** Stores the points of `rounds` for a survey, each compared with the one before (as the workflow does). */
async function storePoints(surveyId: string, rounds: readonly RoundCounters[]): Promise<EvaluationPoint[]> {
  const built: EvaluationPoint[] = [];
  for (const [index, counters] of rounds.entries()) {
    const point = buildEvaluationPoint(tree, counters, 1_780_000_000_000 + index * 86_400_000, built.at(-1));
    const outcome = await points.putEvaluationPoint({
      clientId: tenant.clientId,
      surveyId,
      timestampId: `${surveyId}-r${counters.round}`,
      module: 'Module_One',
      point,
    });
    expect(outcome).toBe('created');
    built.push(point);
  }
  return built;
}

async function createSurvey(token: string, title: string): Promise<string> {
  const reply = await api<{ id: string }>('POST', '/px/survey', {
    token,
    json: iwakSurveyBody(title, {
      startPageHtml: '<p>Willkommen zur Befragung über unsere Zusammenarbeit im Team.</p>',
    }),
  });
  expect(reply.status).toBe(200);
  return reply.body.id;
}

function node(nodes: readonly RedactedEvaluationNode[], id: string): RedactedEvaluationNode {
  const stack = [...nodes];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.id === id) return next;
    stack.push(...next.children);
  }
  throw new Error(`no node ${id}`);
}

const get = <T>(path: string, token = tenant.token) => api<T>('GET', path, { token });
const notice = (minimum: number) => ({
  minimum,
  msg: `Zu wenige Antworten für eine anonyme Auswertung (mindestens ${minimum})`,
});

beforeAll(async () => {
  // The repository runs in this process against the local cloud's DynamoDB.
  pointFunctionsAtLocalCloud();
  points = await import('../../functions/src/data/repositories/evaluationPoints.js');
  db = await import('../../functions/src/data/db.js');
  const superuser = (await login('admin@demo.local')).accessToken;
  modeller = (await login('modeller@demo.local')).accessToken;
  employee = (await login('mitarbeiter@demo.local')).accessToken;
  tenant = await createTenant(superuser, 'Auswertung');
  mainSurvey = await createSurvey(tenant.token, 'Bindung Auswertung');
  smallSurvey = await createSurvey(tenant.token, 'Kleines Team');
  await storePoints(mainSurvey, [round1, round2]);
  await storePoints(smallSurvey, [small1, small2]);
});

afterAll(() => closeDynamo());

describe('GET /px/evaluation/timestamp/{id}/module/{module}', () => {
  it('answers the stored evaluations, oldest first, with the exact scores and trends', async () => {
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${mainSurvey}/module/1`);
    expect(reply.status).toBe(200);
    const [first, current] = reply.body;
    expect(reply.body).toHaveLength(2);
    expect(first?.round).toBe(1);
    expect(current).toMatchObject({
      surveyId: mainSurvey,
      module: 'Module_One',
      view: '1',
      round: 2,
      numberSentTo: 15,
      numberCompleteAnswered: 10,
      numberPartiallyAnswered: 2,
      numberNotAnswered: 3,
      hidden: null,
    });
    if (!current || !first) throw new Error('two evaluations expected');
    // View 1 leaves the OUTCOME node out; nodes sorted by name case-insensitively.
    expect(current.nodes.map((n) => n.name)).toEqual(['arbeitsumgebung', 'Rolle']);
    expect(node(first.nodes, 'klarheit').score).toBe(2.3);
    expect(node(first.nodes, 'rolle').score).toBe(1.9);
    expect(node(current.nodes, 'klarheit')).toMatchObject({ score: 4.6, trend: -2.3, hidden: null });
    expect(node(current.nodes, 'rolle')).toMatchObject({ score: 4.1, trend: -2.2 });
    expect(node(current.nodes, 'umgebung')).toMatchObject({ score: null, trend: null, hidden: null });

    const q3 = current.questionEvaluations.find((q) => q.questionId === 'q3');
    expect(q3).toMatchObject({ ...invertedQ3Evaluation, trend: -2.1 });
    const byId = (id: string) => current.questionEvaluations.find((q) => q.questionId === id);
    expect(byId('q1')).toMatchObject({ answerScore: 6, trend: -4.5 });
    expect(byId('q2')).toMatchObject({
      answerScore: 3.1,
      percentages: [20, 20, 20, 20, 10, 10],
      trend: -0.1,
    });
    expect(byId('q4')).toMatchObject({ answerScore: 1.5, trend: 0.5 });
    expect(current.personalQuestionEvaluations[0]?.scores).toEqual([
      { option: 'unter 30', count: 6 },
      { option: '30 bis 50', count: 0 },
      { option: 'über 50', count: 4 },
    ]);
  });

  it('gives the words, colours and trend chips the screens show for those scores', async () => {
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${mainSurvey}/module/1`);
    const current = reply.body.at(-1);
    if (!current) throw new Error('no evaluation');
    const rolle = node(current.nodes, 'rolle');
    const klarheit = node(current.nodes, 'klarheit');
    expect([averageWord(rolle.score), trafficLight(rolle.score)]).toEqual(['Ausreichend', 'red']);
    expect([averageWord(klarheit.score), trafficLight(klarheit.score)]).toEqual(['Mangelhaft', 'red']);
    expect(trendLabel(klarheit.trend ?? 0)).toEqual({ word: 'gesunken', colour: 'red', warning: true });
    const q2 = current.questionEvaluations.find((q) => q.questionId === 'q2');
    expect([averageWord(q2?.answerScore ?? null), trafficLight(q2?.answerScore ?? null)]).toEqual([
      'Befriedigend',
      'yellow',
    ]);
  });

  it('shows only OUTCOME nodes for the module 1 overview (1.1)', async () => {
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${mainSurvey}/module/1.1`);
    expect(reply.status).toBe(200);
    const current = reply.body.at(-1);
    expect(current?.view).toBe('1.1');
    expect(current?.nodes.map((n) => [n.name, n.score, n.trend])).toEqual([['Wohlbefinden', 1.5, 0.5]]);
    expect(trendLabel(0.5)).toEqual({ word: 'gestiegen', colour: 'green', warning: false });
  });

  it('takes the id of an evaluation point: its survey up to that point', async () => {
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${mainSurvey}-r1/module/1`);
    expect(reply.status).toBe(200);
    expect(reply.body.map((e) => e.round)).toEqual([1]);
  });

  it('refuses an unknown module and a module the survey does not belong to', async () => {
    const unknown = await get<{ msg: string }>(`/px/evaluation/timestamp/${mainSurvey}/module/3`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/Auswertungsmodul/);
    const other = await get<{ msg: string }>(`/px/evaluation/timestamp/${mainSurvey}/module/2`);
    expect(other).toEqual({
      status: 400,
      body: { msg: 'Die Umfrage gehört nicht zu diesem Auswertungsmodul.' },
    });
  });
});

describe('anonymity threshold', () => {
  it('hides every score, distribution and trend of a round with 4 answers, saying why', async () => {
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${smallSurvey}/module/1`);
    expect(reply.status).toBe(200);
    const [hiddenRound] = reply.body;
    if (!hiddenRound) throw new Error('no evaluation');
    expect(hiddenRound.hidden).toEqual(notice(5));
    expect(hiddenRound.numberCompleteAnswered).toBe(4);
    for (const id of ['rolle', 'klarheit']) {
      expect(node(hiddenRound.nodes, id)).toMatchObject({ score: null, trend: null, hidden: notice(5) });
    }
    for (const q of hiddenRound.questionEvaluations) {
      expect([q.scores, q.percentages, q.averageAnswer, q.answerScore, q.trend]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    }
    expect(hiddenRound.personalQuestionEvaluations[0]?.scores).toBeNull();
    // Nothing of the hidden round is anywhere in the answer.
    expect(JSON.stringify(hiddenRound)).not.toMatch(/"scores":\[/);
  });

  it('shows the next round with 8 answers but not its trend against the hidden one', async () => {
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${smallSurvey}/module/1`);
    const shown = reply.body[1];
    if (!shown) throw new Error('no second evaluation');
    expect(shown.hidden).toBeNull();
    expect(node(shown.nodes, 'klarheit')).toMatchObject({ score: 2, trend: null, trendHidden: notice(5) });
    const q1 = shown.questionEvaluations.find((q) => q.questionId === 'q1');
    expect(q1).toMatchObject({ answerScore: 2, trend: null, trendHidden: notice(5) });
  });

  it('marks the hidden round in the survey list of evaluations', async () => {
    const reply = await get<EvaluationSummary[]>(`/px/evaluation/${smallSurvey}`);
    expect(reply.status).toBe(200);
    expect(reply.body.map((e) => [e.round, e.numberCompleteAnswered, e.hidden])).toEqual([
      [1, 4, notice(5)],
      [2, 8, null],
    ]);
  });
});

describe('GET /px/evaluation/{surveyId}', () => {
  it('lists the counts of each round, oldest first', async () => {
    const reply = await get<EvaluationSummary[]>(`/px/evaluation/${mainSurvey}`);
    expect(reply.status).toBe(200);
    expect(
      reply.body.map((e) => [
        e.round,
        e.numberSentTo,
        e.numberCompleteAnswered,
        e.numberPartiallyAnswered,
        e.numberNotAnswered,
      ]),
    ).toEqual([
      [1, 15, 12, 0, 3],
      [2, 15, 10, 2, 3],
    ]);
  });
});

describe('GET /px/evaluation/module/{module} (start dashboard)', () => {
  it('answers the latest evaluation of each survey of the module with its gauge scores', async () => {
    const reply = await get<DashboardEvaluation[]>('/px/evaluation/module/1.1');
    expect(reply.status).toBe(200);
    const main = reply.body.find((card) => card.surveyId === mainSurvey);
    expect(main).toMatchObject({ surveyTitle: 'Bindung Auswertung', round: 2, hidden: null });
    expect(main?.nodes.map((n) => [n.name, n.score])).toEqual([['Wohlbefinden', 1.5]]);
    // 100 − round(100/6 × 1.5) = 100 − 25 = 75
    expect(gaugeProgress(main?.nodes[0]?.score ?? null)).toBe(75);
    const all = await get<DashboardEvaluation[]>('/px/evaluation/module/1');
    const rolle = all.body.find((card) => card.surveyId === mainSurvey)?.nodes.find((n) => n.id === 'rolle');
    // 100 − round(68.33…) = 32
    expect(gaugeProgress(rolle?.score ?? null)).toBe(32);
    const none = await get<DashboardEvaluation[]>('/px/evaluation/module/2');
    expect(none.body).toEqual([]);
  });
});

/** Stores submitted answers as the submit does: records and unreleased free texts apart, no link between them. */
async function storeAnswers(surveyId: string, round: number, count: number, tag = 'a'): Promise<void> {
  const entities = db.getDb().entities;
  for (let i = 0; i < count; i += 1) {
    const common = { clientId: tenant.clientId, surveyId, round };
    await entities.submittedAnswer
      .create({
        ...common,
        day: '2026-05-04',
        answerId: `${tag}-${round}-${i}`,
        answers: JSON.stringify({ q1: (i % 6) + 1 }),
      })
      .go();
    await entities.surveyFreeText
      .create({
        ...common,
        textId: `${tag}-t-${round}-${i}`,
        texts: JSON.stringify({ kommentar: `Hinweis ${i}` }),
        threshold: 10,
      })
      .go();
  }
}

describe('GET /px/survey/{id}/answers (custom analytics)', () => {
  it('answers each round only with enough complete answers, free texts apart and in batches', async () => {
    const empty = await get<CustomSurveyAnswers>(`/px/survey/${smallSurvey}/answers`);
    expect(empty.body).toEqual({
      surveyId: smallSurvey,
      numberCompleteAnswered: 0,
      hidden: null,
      freeTextHidden: null,
      freeTextsDeleted: null,
      items: [],
      freeText: [],
    });
    await storeAnswers(mainSurvey, 1, 12);
    await storeAnswers(mainSurvey, 2, 3);
    const reply = await get<CustomSurveyAnswers>(`/px/survey/${mainSurvey}/answers`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      numberCompleteAnswered: 15,
      // Round 2's 3 records wait for a group of 5.
      hidden: { minimum: 5, missing: 2 },
      // Round 2's 3 texts wait for a batch of 10.
      freeTextHidden: { minimum: 10, missing: 7 },
    });
    expect(reply.body.items).toHaveLength(12);
    expect(reply.body.items.every((item) => item.round === 1)).toBe(true);
    expect(reply.body.items.map((item) => (JSON.parse(item.answers) as { q1: number }).q1).sort()).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
    // Round 1's 12 texts were released as one batch, in a random order.
    expect(reply.body.freeText.map((entry) => entry.name)).toEqual(['kommentar']);
    expect([...(reply.body.freeText[0]?.answers ?? [])].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Hinweis ${i}`).sort(),
    );
  });

  it('shows one more answer only together with at least the threshold of others (no differencing)', async () => {
    const before = await get<CustomSurveyAnswers>(`/px/survey/${mainSurvey}/answers`);
    const recordsOf = (reply: CustomSurveyAnswers) =>
      reply.items.map((item) => `${item.round}:${item.answers}`);
    // One more complete answer in round 1: the same records as before, the new one waits.
    await storeAnswers(mainSurvey, 1, 1, 'late');
    const after = await get<CustomSurveyAnswers>(`/px/survey/${mainSurvey}/answers`);
    expect(recordsOf(after.body)).toEqual(recordsOf(before.body));
    expect(after.body.numberCompleteAnswered).toBe(before.body.numberCompleteAnswered + 1);
    expect(after.body.hidden).toMatchObject({ minimum: 5, missing: 2 });
    // Four more: the five new ones come as one group, after the earlier ones, which keep their order.
    await storeAnswers(mainSurvey, 1, 4, 'later');
    const grouped = await get<CustomSurveyAnswers>(`/px/survey/${mainSurvey}/answers`);
    const earlier = recordsOf(before.body);
    expect(earlier).toHaveLength(12);
    expect(recordsOf(grouped.body)).toHaveLength(17);
    expect(recordsOf(grouped.body).slice(0, 12)).toEqual(earlier);
    // Two readers at once release one group, never two overlapping ones.
    await storeAnswers(mainSurvey, 2, 2, 'race');
    const [first, second] = await Promise.all([
      get<CustomSurveyAnswers>(`/px/survey/${mainSurvey}/answers`),
      get<CustomSurveyAnswers>(`/px/survey/${mainSurvey}/answers`),
    ]);
    expect(first.body.items).toHaveLength(22);
    expect(second.body.items).toHaveLength(22);
    expect(recordsOf(first.body)).toEqual(recordsOf(second.body));
    expect(first.body.hidden).toBeNull();
  });
});

describe('the client setting of the thresholds', () => {
  it('defaults to 5 and 10 and can only be raised by an administrator', async () => {
    const read = await get<AnonymitySettingsView>('/px/evaluation/settings');
    expect(read.body).toMatchObject({ anonymityThreshold: 5, freeTextThreshold: 10 });

    const tooLow = await putEvaluationSettings(tenant.token, { anonymityThreshold: 4 });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.msg).toBe('Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.');
    const raised = await putEvaluationSettings(tenant.token, {
      anonymityThreshold: 9,
      freeTextThreshold: 12,
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ anonymityThreshold: 9, freeTextThreshold: 12 });
    const lowered = await putEvaluationSettings(tenant.token, { anonymityThreshold: 8 });
    expect(lowered).toEqual({
      status: 400,
      body: { msg: 'Die Anonymitätsschwellen können nur erhöht werden.' },
    });

    // The raised threshold applies at once to stored points: 8 answers are now too few.
    const reply = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${smallSurvey}/module/1`);
    expect(reply.body[1]?.hidden).toEqual(notice(9));
    expect(node(reply.body[1]?.nodes ?? [], 'klarheit').score).toBeNull();
    // 10 answers stay above it.
    const main = await get<ModuleEvaluation[]>(`/px/evaluation/timestamp/${mainSurvey}/module/1`);
    expect(node(main.body[1]?.nodes ?? [], 'rolle').score).toBe(4.1);
  });

  it('keeps the higher value when two administrators raise at the same time', async () => {
    const replies = await Promise.all(
      [10, 9, 10, 9].map((anonymityThreshold) => putEvaluationSettings(tenant.token, { anonymityThreshold })),
    );
    expect(replies.every((reply) => reply.status === 200 || reply.status === 400)).toBe(true);
    const read = await get<AnonymitySettingsView>('/px/evaluation/settings');
    expect(read.body.anonymityThreshold).toBe(10);
  });

  it('refuses members who are not administrators', async () => {
    const put = await putEvaluationSettings(modeller, { anonymityThreshold: 6 });
    expect(put.status).toBe(403);
  });
});

describe('access', () => {
  it('finds nothing of another tenant', async () => {
    for (const path of [
      `/px/evaluation/${mainSurvey}`,
      `/px/evaluation/timestamp/${mainSurvey}/module/1`,
      `/px/evaluation/timestamp/${mainSurvey}-r1/module/1`,
      `/px/survey/${mainSurvey}/answers`,
    ]) {
      const reply = await get<{ msg: string }>(path, modeller);
      expect([path, reply.status]).toEqual([path, 404]);
    }
    const dashboard = await get<DashboardEvaluation[]>('/px/evaluation/module/1', modeller);
    expect(dashboard.body.some((card) => card.surveyId === mainSurvey)).toBe(false);
  });

  it('answers 403 to a member without the survey permission', async () => {
    for (const path of [
      `/px/evaluation/${mainSurvey}`,
      `/px/evaluation/timestamp/${mainSurvey}/module/1`,
      '/px/evaluation/module/1.1',
      `/px/survey/${mainSurvey}/answers`,
      '/px/evaluation/settings',
    ]) {
      const reply = await get(path, employee);
      expect([path, reply.status]).toEqual([path, 403]);
    }
  });
});
