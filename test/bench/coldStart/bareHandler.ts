import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/**
 * The baseline of the cold-start row: a Lambda handler with the same SDK clients as the route's
 * function (DynamoDB client + document client, endpoint and table from the same environment)
 * that does the one read the route needs, the user's memberships on the user index, and nothing
 * else: no middleware, no token check, no validation.
 */
const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = event.queryStringParameters?.userId ?? '';
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}` },
    }),
  );
  return { statusCode: 200, body: JSON.stringify(Items.map((item) => item.clientId)) };
}
