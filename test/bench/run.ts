/**
 * `npm run bench`: figures, never pass/fail. Starts the local cloud as tests do and reports
 * start-up time, sign-in latency, and an authenticated list call through the whole stack
 * (gateway → middy → JWT verification → identity → ElectroDB) next to a bare DynamoDB Query
 * on the same local table, the two taken in turns.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { figureRow } from './rows.js';
import { seedModels } from './seedModels.js';
import { fmt, summarize, timeEach, timeInTurns } from './stats.js';

const WARMUP = 20;
const ROUNDS = 300;

const cloud = await startLocalCloud();
try {
  console.log(`Local cloud start-up (emulators, provisioning, seed, gateway): ${cloud.startupSeconds} s`);
  const loginForm = new URLSearchParams({ userName: 'modeller@demo.local', password: 'Prozess!2026' });
  const signIn = async () => {
    const response = await fetch(`${cloud.baseUrl}/api/authenticate`, { method: 'POST', body: loginForm });
    return (await response.json()) as { accessToken: string };
  };
  const { accessToken } = await signIn();
  const login = summarize(await timeEach(30, signIn));
  console.log(`POST /api/authenticate: ${fmt(login)}`);

  const listClients = async () => {
    const response = await fetch(`${cloud.baseUrl}/api/user/clients`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (response.status !== 200) throw new Error(`unexpected ${response.status}`);
    return response.json();
  };

  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud.dynamoEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  const bareQuery = () =>
    dynamo.send(
      new QueryCommand({
        TableName: 'prozesspuls',
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'USER#modeller@demo.local' },
      }),
    );
  await timeInTurns(WARMUP, listClients, bareQuery);
  const [apiTimes, bareTimes] = await timeInTurns(ROUNDS, listClients, bareQuery);
  const api = summarize(apiTimes);
  const bare = summarize(bareTimes);

  console.log(`GET /api/user/clients (full stack): ${fmt(api)}`);
  console.log(`bare DynamoDB Query (gsi1, same table): ${fmt(bare)}`);
  console.log(
    figureRow('GET /api/user/clients p50 vs the bare Query it needs', '≤ 2×', api.medianMs, bare.medianMs),
  );

  // The process list with 2,000 models in the tenant (issue "Process list").
  const MODELS = 2000;
  await seedModels(cloud.dynamoEndpoint, 1, MODELS);
  const listModels = async () => {
    const response = await fetch(`${cloud.baseUrl}/api/bpmn`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as unknown[];
    if (response.status !== 200 || body.length < MODELS)
      throw new Error(`unexpected ${response.status}, ${body.length} models`);
  };
  const bareModels = async () => {
    let start: Record<string, unknown> | undefined;
    let total = 0;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: 'prozesspuls',
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': 'T#1', ':sk': 'MODEL#' },
          ExclusiveStartKey: start,
        }),
      );
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    if (total < MODELS) throw new Error(`only ${total} models`);
  };
  await timeInTurns(5, listModels, bareModels);
  const [listTimes, bareListTimes] = await timeInTurns(50, listModels, bareModels);
  const list = summarize(listTimes);
  const bareList = summarize(bareListTimes);
  dynamo.destroy();
  console.log(`GET /api/bpmn with ${MODELS} models (full stack, visibility filter, JSON): ${fmt(list)}`);
  console.log(`bare DynamoDB Query of the same ${MODELS} model items: ${fmt(bareList)}`);
  console.log(
    figureRow(
      `GET /api/bpmn, ${MODELS} models, p50 vs the bare Query`,
      '≤ 1.3×',
      list.medianMs,
      bareList.medianMs,
    ),
  );
} finally {
  await cloud.stop();
}
