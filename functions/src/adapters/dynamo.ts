import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { optionalSetting, setting } from '../config/env.js';
import { traced } from './observability.js';

/**
 * Opens connections outside any request: untraced, since X-Ray has no segment while a function
 * loads. It shares its connection pool with the traced client below.
 */
const loadTimeClient = new DynamoDBClient({});

/** The SDK's step that builds a log entry of every call, named as the SDK names it. */
export const SDK_LOGGER_STEP = 'loggerMiddleware';

const tableClient = traced(new DynamoDBClient({ requestHandler: loadTimeClient.config.requestHandler }));
// The SDK's logger step filters each answer for a log entry even when no logger is set (the
// default), on a list of 2,000 models ~8 ms per request. Nothing here logs through the SDK:
// failures reach our own logger as errors.
tableClient.middlewareStack.remove(SDK_LOGGER_STEP);

/** One DocumentClient per container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export const documentClient = DynamoDBDocumentClient.from(tableClient, {
  marshallOptions: { removeUndefinedValues: true },
});

/** A key no item has: reading it costs half a read unit and finds nothing. */
const NO_ITEM = { pk: 'CONNECTION', sk: 'CONNECTION' };

/**
 * Opens the connection to the table while the function loads, without waiting for it: on a cold
 * start the connection set-up (TCP and TLS, the SDK's first-call work) then overlaps the token
 * check instead of delaying the first read behind it. Only where a table is configured (a function
 * in Lambda or the local cloud); a failure is ignored, the first real read tries again.
 */
async function openConnection(): Promise<void> {
  if (!optionalSetting('lambdaFunctionName') && !optionalSetting('dynamoEndpoint')) return;
  let tableName: string;
  try {
    tableName = setting('tableName');
  } catch {
    return;
  }
  await DynamoDBDocumentClient.from(loadTimeClient)
    .send(new GetCommand({ TableName: tableName, Key: NO_ITEM, ProjectionExpression: 'pk' }))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Settles (never rejects) once the read that opens the connection at load has ended. */
export const connectionOpened = openConnection();
