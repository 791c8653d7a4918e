/**
 * Survey participation under load: one survey sent to 500 participants (through POST
 * /px/survey/send in chunks of 50, as the web does), then all 500 submit their answers as fast
 * as the local stack takes them (32 in flight). Reports sending time, answers per second, p50/p99
 * of a submit, and whether the round's counters equal the submissions exactly (read from the table).
 * Also the CPU time per answer of the local gateway (Node: handlers, SDK), of DynamoDB Local (Java)
 * and, for the baseline, of this process's SDK client, read from /proc (Linux): unlike answers per
 * second, these hardly depend on what else the machine is doing.
 * Figures only, except the counter check, which fails the run. `npx tsx test/bench/participation.ts`.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { buildManualSurvey } from '@prozesspuls/shared/px';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { createdId, withCreatedQuestions } from '../fixtures/surveys.js';
import { figureRow, rateRow } from './rows.js';
import { signIn } from './session.js';
import { summarize } from './stats.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 500);
const IN_FLIGHT = 32;
const CHUNK = 50;
const SCALE_QUESTIONS = Array.from({ length: 12 }, (_, index) => `frage-${index + 1}`);
const OPTIONS = ['unter 30', '30 bis 50', 'über 50'] as const;

/** User + system CPU time of a process in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const pidListeningOn = (port: string) =>
  Number(
    execSync(`ss -ltnpH 'sport = :${port}'`)
      .toString()
      .match(/pid=(\d+)/)?.[1],
  );

/** CPU ms of this process (the bare baseline's SDK client). */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const cloud = await startLocalCloud();
try {
  const api = async (method: string, path: string, token: string | null, json?: unknown) => {
    const response = await fetch(`${cloud.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
    };
  };
  const accessToken = await signIn(cloud.baseUrl, 'modeller@demo.local');
  const title = 'Lasttest Teilnahme';
  // A manual survey asks only questions its client is offered: the questions first.
  const content = await withCreatedQuestions(
    {
      pages: [
        { title: 'Seite 1', questionIds: SCALE_QUESTIONS },
        { title: 'Seite 2', questionIds: ['alter', 'anmerkung'] },
      ],
      questions: [
        ...SCALE_QUESTIONS.map((id) => ({ id, text: `Aussage ${id}`, answerType: 'MATRIX' as const })),
        {
          id: 'alter',
          text: 'Alter',
          answerType: 'RADIOGROUP' as const,
          answerOptions: OPTIONS.map((value) => ({ value, inverted: false })),
        },
        { id: 'anmerkung', text: 'Anmerkungen', answerType: 'COMMENT' as const },
      ],
    },
    async (json) => {
      const question = await api('POST', '/px/question', accessToken, json);
      if (question.status !== 201)
        throw new Error(`question: ${question.status} ${JSON.stringify(question.body)}`);
      return String(question.body.id);
    },
  );
  const scaleIds = SCALE_QUESTIONS.map((draftId) => createdId(content, draftId));
  const ageId = createdId(content, 'alter');
  const remarkId = createdId(content, 'anmerkung');
  const created = await api('POST', '/px/survey', accessToken, {
    title,
    deadlineDate: Date.now() + 14 * 24 * 3600 * 1000,
    module: 'NONE',
    surveySchema: buildManualSurvey({ title, deadlineDate: null, ...content }),
  });
  if (created.status !== 200) throw new Error(`survey: ${created.status} ${JSON.stringify(created.body)}`);
  const surveyId = String(created.body.id);

  await fetch(`${cloud.mailboxUrl}/clear-store`, { method: 'POST' });
  const emails = Array.from({ length: PARTICIPANTS }, (_, index) => `teilnehmer-${index}@demo.local`);
  const sendStarted = performance.now();
  let sendCalls = 0;
  for (let start = 0; start < emails.length; start += CHUNK) {
    let chunk = emails.slice(start, start + CHUNK);
    // A loaded stack answers some recipients as pending: the web sends those again.
    while (chunk.length > 0) {
      const reply = await api('POST', '/px/survey/send', accessToken, { surveyId, emails: chunk });
      sendCalls += 1;
      if (reply.status !== 200) throw new Error(`send: ${reply.status} ${JSON.stringify(reply.body)}`);
      chunk = [...((reply.body.pending as { emails: string[] } | undefined)?.emails ?? [])];
    }
  }
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  const store = (await (await fetch(`${cloud.mailboxUrl}/store`)).json()) as {
    emails: { body: { text?: string } }[];
  };
  const tokens = store.emails
    .map((mail) => /\/teilnahme\/([\w-]+)/.exec(mail.body.text ?? '')?.[1])
    .filter((token): token is string => token !== undefined);
  if (tokens.length !== PARTICIPANTS)
    throw new Error(`${tokens.length} links mailed, ${PARTICIPANTS} expected`);

  // Each participant's answers; what they submit is counted to check the counters against (the
  // baseline below reuses one participant's answers and must not count them again).
  const expectedLevels = new Map<string, number>();
  const expectedOptions = new Map<string, number>();
  const levelOf = (index: number, position: number) => ((index + position) % 6) + 1;
  const optionOf = (index: number) => OPTIONS[index % OPTIONS.length] ?? OPTIONS[0];
  const answersOf = (index: number) => {
    const answers: Record<string, unknown> = {};
    for (const [position, id] of scaleIds.entries()) answers[id] = { [id]: levelOf(index, position) };
    answers[ageId] = optionOf(index);
    if (index % 4 === 0) answers[remarkId] = `Anmerkung ${index}`;
    return answers;
  };
  const countSubmitted = (index: number) => {
    for (const [position, id] of scaleIds.entries()) {
      const key = `${id}#${levelOf(index, position)}`;
      expectedLevels.set(key, (expectedLevels.get(key) ?? 0) + 1);
    }
    expectedOptions.set(optionOf(index), (expectedOptions.get(optionOf(index)) ?? 0) + 1);
  };

  const gatewayPid = pidListeningOn(new URL(cloud.baseUrl).port);
  const dynamoPid = pidListeningOn(new URL(cloud.dynamoEndpoint).port);
  const durations: number[] = [];
  let failures = 0;
  const [gateway0, dynamo0] = [cpuMs(gatewayPid), cpuMs(dynamoPid)];
  const started = performance.now();
  await pool(
    tokens.map((token, index) => ({ token, answers: answersOf(index), index })),
    IN_FLIGHT,
    async ({ token, answers, index }) => {
      const begin = performance.now();
      const reply = await api('POST', `/participation/${token}/submit`, null, { answers });
      durations.push(performance.now() - begin);
      if (reply.status === 200) countSubmitted(index);
      else failures += 1;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(durations);
  const oursCpu = { gateway: cpuMs(gatewayPid) - gateway0, dynamo: cpuMs(dynamoPid) - dynamo0 };

  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud.dynamoEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const { Item: counters = {} } = await dynamo.send(
    new GetCommand({ TableName: 'prozesspuls', Key: { pk: 'T#1', sk: `PXCOUNT#${surveyId}#1` } }),
  );

  // The baseline: the same transaction shape a submit writes (recipient status, survey answered
  // count, draft delete, answer item, the round's counter item, every fourth a free text), written
  // bare with the SDK at the same concurrency, on bench-only keys of the same table.
  const sampleAnswers = JSON.stringify(answersOf(0));
  const bareDurations: number[] = [];
  const [own1, dynamo1] = [ownCpuMs(), cpuMs(dynamoPid)];
  const bareStarted = performance.now();
  await pool(
    Array.from({ length: PARTICIPANTS }, (_, index) => index),
    IN_FLIGHT,
    async (index) => {
      const begin = performance.now();
      const levelNames = Object.fromEntries(
        SCALE_QUESTIONS.map((_, i) => [`#l${i}`, `L#${i}#${(index + i) % 6}`]),
      );
      const levelValues = Object.fromEntries(SCALE_QUESTIONS.map((_, i) => [`:l${i}`, 1]));
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: 'prozesspuls',
                Key: { pk: 'BENCH#bare', sk: `RECIPIENT#${index}` },
                ConditionExpression: 'attribute_not_exists(#status) OR #status <> :answered',
                UpdateExpression: 'SET #status = :answered',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':answered': 'ANSWERED' },
              },
            },
            {
              Update: {
                TableName: 'prozesspuls',
                Key: { pk: 'BENCH#bare', sk: 'SURVEY' },
                UpdateExpression: 'SET #state = :state ADD #answeredCount :one',
                ExpressionAttributeNames: { '#state': 'state', '#answeredCount': 'answeredCount' },
                ExpressionAttributeValues: { ':state': 'ACTIVE', ':one': 1 },
              },
            },
            { Delete: { TableName: 'prozesspuls', Key: { pk: 'BENCH#bare', sk: `DRAFT#${index}` } } },
            {
              Put: {
                TableName: 'prozesspuls',
                Item: { pk: 'BENCH#bare', sk: `ANSWER#${index}`, answers: sampleAnswers },
              },
            },
            {
              Update: {
                TableName: 'prozesspuls',
                Key: { pk: 'BENCH#bare', sk: 'COUNTERS' },
                UpdateExpression: `ADD #done :one, ${SCALE_QUESTIONS.map((_, i) => `#l${i} :l${i}`).join(', ')}`,
                ExpressionAttributeNames: { '#done': 'completeAnswered', ...levelNames },
                ExpressionAttributeValues: { ':one': 1, ...levelValues },
              },
            },
            ...(index % 4 === 0
              ? [
                  {
                    Put: {
                      TableName: 'prozesspuls',
                      Item: { pk: 'BENCH#bare', sk: `TEXT#${index}`, texts: [`Anmerkung ${index}`] },
                    },
                  },
                ]
              : []),
          ],
        }),
      );
      bareDurations.push(performance.now() - begin);
    },
  );
  const bareSeconds = (performance.now() - bareStarted) / 1000;
  const bareCpu = { client: ownCpuMs() - own1, dynamo: cpuMs(dynamoPid) - dynamo1 };
  const bare = summarize(bareDurations);
  dynamo.destroy();
  const mismatches: string[] = [];
  const expect = (name: string, actual: unknown, wanted: number) => {
    if (actual !== wanted) mismatches.push(`${name}: ${String(actual)} ≠ ${wanted}`);
  };
  expect('sentTo', counters.sentTo, PARTICIPANTS);
  expect('completeAnswered', counters.completeAnswered, PARTICIPANTS - failures);
  for (const [key, count] of expectedLevels) expect(`L#${key}`, counters[`L#${key}`], count);
  for (const [option, count] of expectedOptions) {
    expect(`O#alter#${option}`, counters[`O#${ageId}#${encodeURIComponent(option)}`], count);
  }

  console.log(
    `\nParticipation: one survey (${SCALE_QUESTIONS.length} scale questions, 1 option, 1 free text), ${PARTICIPANTS} participants`,
  );
  console.log(
    `send to ${PARTICIPANTS} (chunks of ${CHUNK}, ${sendCalls} calls)     ${sendSeconds.toFixed(1)} s`,
  );
  console.log(
    `submit, ${IN_FLIGHT} in flight                        ${(durations.length / seconds).toFixed(0).padStart(5)} answers/s  p50 ${summary.medianMs.toFixed(0)} ms  p99 ${summary.p99Ms.toFixed(0)} ms  failed ${failures}`,
  );
  console.log(
    rateRow(
      `participation submit, ${PARTICIPANTS} people, vs a bare TransactWrite of the same items`,
      '≥ 80 %',
      durations.length / seconds,
      PARTICIPANTS / bareSeconds,
    ),
  );
  console.log(figureRow('participation submit p99', '≤ 500 ms', summary.p99Ms, bare.p99Ms));
  const perAnswer = (ms: number) => `${(ms / PARTICIPANTS).toFixed(1)} ms`;
  console.log(
    `CPU per answer: ours gateway (Node) ${perAnswer(oursCpu.gateway)}, DynamoDB Local (Java) ${perAnswer(oursCpu.dynamo)}; bare client (Node) ${perAnswer(bareCpu.client)}, DynamoDB Local (Java) ${perAnswer(bareCpu.dynamo)}`,
  );
  console.log(
    mismatches.length === 0
      ? `counters equal the submissions exactly (completeAnswered ${String(counters.completeAnswered)}, ${expectedLevels.size} level counters, ${expectedOptions.size} option counters)`
      : `COUNTERS DIFFER: ${mismatches.join('; ')}`,
  );
  if (mismatches.length > 0 || failures > 0) process.exitCode = 1;
} finally {
  await cloud.stop();
}
