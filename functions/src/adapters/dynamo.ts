import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from './observability.js';

/** The SDK's step that builds a log entry of every call, named as the SDK names it. */
export const SDK_LOGGER_STEP = 'loggerMiddleware';

const tableClient = traced(new DynamoDBClient({}));
// The SDK's logger step filters each answer for a log entry even when no logger is set (the
// default), on a list of 2,000 models ~8 ms per request. Nothing here logs through the SDK:
// failures reach our own logger as errors.
tableClient.middlewareStack.remove(SDK_LOGGER_STEP);

/** One DocumentClient per container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export const documentClient = DynamoDBDocumentClient.from(tableClient, {
  marshallOptions: { removeUndefinedValues: true },
});
