import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from './observability.js';

/** One DocumentClient per container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export const documentClient = DynamoDBDocumentClient.from(traced(new DynamoDBClient({})), {
  marshallOptions: { removeUndefinedValues: true },
});
