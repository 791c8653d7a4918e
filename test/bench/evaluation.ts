/**
 * Evaluation figures, never pass/fail. `npx tsx test/bench/evaluation.ts` runs this
 * block alone.
 *
 * 1. Creating an evaluation point (`createEvaluationPoint`, the function the finish workflow runs)
 *    for an IWAK module 1 survey whose round holds 10,000 complete answers, side by side with the
 *    same survey holding 100,000: the point is built from the round's counters, so both should
 *    cost the same (goal ≤ 500 ms, within 10 %). The survey schema it reads from S3 is served by a
 *    small local HTTP server speaking S3's GetObject (the local cloud does not publish s3rver's
 *    port); the counters, the previous point and the write go to the local cloud's DynamoDB.
 * 2. Reading `GET /api/px/evaluation/timestamp/{id}/module/1` (two stored rounds) through the
 *    whole stack, next to a bare DynamoDB Query of the same items (the survey's points on gsi1).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  buildAutomaticSurvey,
  buildEvaluationPoint,
  type EvaluationTree,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { pointFunctionsAtDynamo } from './localFunctions.js';
import { signIn } from './session.js';
import { fmt, summarize, timeEach } from './stats.js';

const ANSWER_COUNTS = [10_000, 100_000] as const;
const CREATE_WARMUP = 5;
const CREATE_ROUNDS = Number(process.env.EVALUATION_CREATE_ROUNDS ?? 30);
const READ_WARMUP = 20;
const READ_ROUNDS = Number(process.env.EVALUATION_READ_ROUNDS ?? 300);

/** Answers `body` to every GET, as S3's GetObject would for the schema's key. */
function startSchemaServer(body: string): Promise<{ url: string; stop: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => server.close() });
    });
  });
}

/** One line per answer count, then how much longer the largest took than the smallest. */
function printBySize(durations: ReadonlyMap<number, readonly number[]>, goal = ''): void {
  const summaries = ANSWER_COUNTS.map((answers) => summarize(durations.get(answers) ?? []));
  ANSWER_COUNTS.forEach((answers, index) => {
    const summary = summaries[index];
    if (summary) console.log(`  ${answers.toLocaleString('de-DE').padStart(7)} answers: ${fmt(summary)}`);
  });
  const [small, large] = summaries;
  if (small && large) {
    console.log(
      `  100,000 / 10,000 answers: median ${((large.medianMs / small.medianMs - 1) * 100).toFixed(1)} %, p99 ${((large.p99Ms / small.p99Ms - 1) * 100).toFixed(1)} %${goal}`,
    );
  }
}

/** Spreads `answers` over the 6 levels, differently per question, adding up exactly. */
function levelCounts(answers: number, questionIndex: number): number[] {
  const weights = [1, 2, 3, 4, 5, 6].map((level) => ((level + questionIndex) % 6) + 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((answers * weight) / total));
  counts[0] = (counts[0] ?? 0) + answers - counts.reduce((a, b) => a + b, 0);
  return counts;
}

const cloud = await startLocalCloud();
const stops: (() => void)[] = [];
try {
  const accessToken = await signIn(cloud.baseUrl, 'modeller@demo.local');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const title = 'Benchmark Auswertung';
  const schema: SurveySchema = buildAutomaticSurvey({
    mode: 'IWAK',
    module: 'Module_One',
    title,
    deadlineDate: null,
    startPageHtml: '<p>Willkommen zur Befragung über unsere Zusammenarbeit im Team.</p>',
    includePersonalQuestions: true,
  });
  const createSurvey = async () => {
    const response = await fetch(`${cloud.baseUrl}/api/px/survey`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, deadlineDate: null, module: 'Module_One', surveySchema: schema }),
    });
    if (response.status !== 200)
      throw new Error(`POST /px/survey ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };

  const schemaServer = await startSchemaServer(JSON.stringify(schema));
  stops.push(schemaServer.stop);
  pointFunctionsAtDynamo(cloud.dynamoEndpoint, {
    AWS_ENDPOINT_URL_S3: schemaServer.url,
    DOCUMENTS_BUCKET: 'bench',
  });
  const { createEvaluationPoint, surveyEvaluationTree } = await import(
    '../../functions/src/domain/evaluation/createEvaluationPoint.js'
  );
  const { levelAttribute, roundCountersKey } = await import(
    '../../functions/src/data/repositories/surveyCounters.js'
  );
  const { getDb } = await import('../../functions/src/data/db.js');
  const { readRoundCounters } = await import('../../functions/src/data/repositories/surveyCounters.js');
  const points = await import('../../functions/src/data/repositories/evaluationPoints.js');
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud.dynamoEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  const tree = surveyEvaluationTree('Module_One', schema);
  const questionIds = tree.questions.map((question) => question.id);

  /** One counter update: the item's identity attributes plus ADDs (a few dozen: DynamoDB caps an expression at 4 KB). */
  const addToCounters = (surveyId: string, adds: readonly (readonly [string, number])[]) => {
    const names: Record<string, string> = {
      '#e': '__edb_e__',
      '#v': '__edb_v__',
      '#c': 'clientId',
      '#s': 'surveyId',
      '#r': 'round',
    };
    const values: Record<string, unknown> = {
      ':e': 'surveyRoundCounters',
      ':v': '1',
      ':c': 1,
      ':s': surveyId,
      ':r': 1,
    };
    const clauses = adds.map(([attribute, amount], index) => {
      names[`#a${index}`] = attribute;
      values[`:a${index}`] = amount;
      return `#a${index} :a${index}`;
    });
    return dynamo.send(
      new UpdateCommand({
        TableName: 'prozesspuls',
        Key: roundCountersKey(1, surveyId, 1),
        UpdateExpression: `SET #e = :e, #v = :v, #c = :c, #s = :s, #r = :r ADD ${clauses.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  };

  /** One round's counters as the submits would have left them: `answers` complete answers. */
  const writeCounters = async (surveyId: string, answers: number, ids: readonly string[] = questionIds) => {
    const adds: (readonly [string, number])[] = [
      ['completeAnswered', answers],
      ['sentTo', Math.round(answers * 1.2)],
    ];
    ids.forEach((id, index) => {
      levelCounts(answers, index).forEach((count, level) => {
        adds.push([levelAttribute(id, level + 1), count]);
      });
    });
    for (let i = 0; i < adds.length; i += 60) await addToCounters(surveyId, adds.slice(i, i + 60));
  };

  const surveys: { answers: number; surveyId: string }[] = [];
  for (const answers of ANSWER_COUNTS) {
    const surveyId = await createSurvey();
    await writeCounters(surveyId, answers);
    surveys.push({ answers, surveyId });
  }
  /**
   * Each timed run makes the round's first point again: the bench measures the cost of building
   * and storing a point, and a further point of the same answers would be withheld.
   */
  const asFirstPoint = (surveyId: string) =>
    getDb()
      .entities.survey.patch({ clientId: 1, surveyId })
      .remove(['publishedRound', 'publishedAnswers'])
      .go();
  const createPoint = async (surveyId: string) => {
    const created = await createEvaluationPoint(1, surveyId, { round: 1 });
    if (!created.stored) throw new Error(`no point stored for ${surveyId}`);
    return created.stored;
  };
  const create = (surveyId: string) => async () => {
    await asFirstPoint(surveyId);
    return createPoint(surveyId);
  };
  for (const { surveyId } of surveys) await timeEach(CREATE_WARMUP, create(surveyId));
  // Alternating, so that both see the same machine load.
  const durations = new Map<number, number[]>(surveys.map(({ answers }) => [answers, []]));
  for (let i = 0; i < CREATE_ROUNDS; i += 1) {
    for (const { answers, surveyId } of surveys) {
      durations.get(answers)?.push(...(await timeEach(1, create(surveyId))));
    }
  }
  const first = await create(surveys[0]?.surveyId ?? '')();
  const pointBytes = JSON.stringify(first.point).length;
  console.log(
    `\nCreating an evaluation point (createEvaluationPoint: counters + previous point + schema → build → conditional write), IWAK module 1, ${questionIds.length} scale questions, ${tree.nodes.length} root nodes, point ${(pointBytes / 1024).toFixed(0)} KiB`,
  );
  printBySize(durations, ' (goal: ≤ 500 ms, within 10 %)');

  // The size, 60 questions: no catalogue module has that many (module 1 asks 38), so the
  // same steps as createEvaluationPoint run with a tree of 6 categories × 2 subcategories × 5
  // questions: read the counters and the previous point, build, conditional write.
  const tree60: EvaluationTree = {
    nodes: Array.from({ length: 6 }, (_, c) => ({
      id: `k${c}`,
      name: `Kategorie ${c + 1}`,
      nodeType: c === 0 ? 'OUTCOME' : 'CATEGORY',
      children: Array.from({ length: 2 }, (_, s) => ({
        id: `k${c}-${s}`,
        name: `Unterkategorie ${c + 1}.${s + 1}`,
        nodeType: 'CATEGORY',
        questionIds: Array.from({ length: 5 }, (_, q) => `f${c}-${s}-${q}`),
      })),
    })),
    questions: Array.from({ length: 60 }, (_, i) => {
      const c = Math.floor(i / 10);
      const s = Math.floor((i % 10) / 5);
      return { id: `f${c}-${s}-${i % 5}`, text: `Frage ${i + 1}`, inverted: i % 4 === 0 };
    }),
  };
  const ids60 = tree60.questions.map((question) => question.id);
  const surveys60: { answers: number; surveyId: string }[] = [];
  for (const answers of ANSWER_COUNTS) {
    const surveyId = await createSurvey();
    await writeCounters(surveyId, answers, ids60);
    surveys60.push({ answers, surveyId });
  }
  let sequence = 0;
  const create60 = (surveyId: string) => async () => {
    const [counters, previous] = await Promise.all([
      readRoundCounters(1, surveyId, 1),
      points.latestEvaluationPointOfSurvey(1, surveyId),
    ]);
    const point = buildEvaluationPoint(tree60, counters, Date.now(), previous?.point);
    sequence += 1;
    await points.putEvaluationPoint({
      clientId: 1,
      surveyId,
      timestampId: `bench60-${sequence}`,
      module: 'Module_One',
      point,
    });
  };
  for (const { surveyId } of surveys60) await timeEach(CREATE_WARMUP, create60(surveyId));
  const durations60 = new Map<number, number[]>(surveys60.map(({ answers }) => [answers, []]));
  for (let i = 0; i < CREATE_ROUNDS; i += 1) {
    for (const { answers, surveyId } of surveys60) {
      durations60.get(answers)?.push(...(await timeEach(1, create60(surveyId))));
    }
  }
  console.log('\nThe same steps with 60 questions (6 × 2 × 5 tree):');
  printBySize(durations60);

  // Reads: a survey with two stored rounds, as a finished survey that was restarted once.
  const readSurvey = await createSurvey();
  await writeCounters(readSurvey, 250);
  await create(readSurvey)();
  await create(readSurvey)();
  const readUrl = `${cloud.baseUrl}/api/px/evaluation/timestamp/${readSurvey}/module/1`;
  const read = async () => {
    const response = await fetch(readUrl, { headers: { authorization: headers.authorization } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`GET ${readUrl} ${response.status}: ${text}`);
    return text;
  };
  const sample = await read();
  const query = getDb()
    .entities.evaluationPoint.query.bySurvey({ clientId: 1, surveyId: readSurvey })
    .params();
  const bareQuery = () =>
    dynamo.send(new QueryCommand(query as ConstructorParameters<typeof QueryCommand>[0]));
  await timeEach(READ_WARMUP, read);
  await timeEach(READ_WARMUP, bareQuery);
  const api = summarize(await timeEach(READ_ROUNDS, read));
  const bare = summarize(await timeEach(READ_ROUNDS, bareQuery));
  console.log(
    `\nReading GET /api/px/evaluation/timestamp/{id}/module/1, 2 rounds (${(sample.length / 1024).toFixed(0)} KiB JSON)`,
  );
  console.log(`  full stack (gateway → JWT → identity → points + threshold → redaction): ${fmt(api)}`);
  console.log(`  bare DynamoDB Query of the same points (gsi1): ${fmt(bare)}`);
  console.log(
    `  ratio full stack / bare query: median ${(api.medianMs / bare.medianMs).toFixed(1)}×, p99 ${(api.p99Ms / bare.p99Ms).toFixed(1)}×`,
  );
  dynamo.destroy();
} finally {
  for (const stop of stops) stop();
  await cloud.stop();
}
