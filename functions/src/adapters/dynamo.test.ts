import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in DynamoDB endpoint that records which operations reach it and finds nothing. */
const operations: string[] = [];
let connections = 0;
let server: Server;
let endpoint = '';
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = createServer((request, response) => {
    operations.push(String(request.headers['x-amz-target']));
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}'),
    );
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env = savedEnv;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  operations.length = 0;
  connections = 0;
  process.env = {
    ...savedEnv,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: 'prozesspuls',
  };
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
});

/** The module as a fresh function container loads it, with the environment as it is now. */
async function load() {
  vi.resetModules();
  return import('./dynamo.js');
}

describe('the DynamoDB adapter', () => {
  it('opens the connection to the table while the function loads, and the first read uses it', async () => {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
    const { documentClient, connectionOpened } = await load();
    await connectionOpened;
    expect(operations).toEqual(['DynamoDB_20120810.GetItem']);
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient.send(
      new QueryCommand({ TableName: 'prozesspuls', KeyConditionExpression: 'pk = :pk' }),
    );
    expect(operations).toEqual(['DynamoDB_20120810.GetItem', 'DynamoDB_20120810.Query']);
    expect(connections).toBe(1);
    documentClient.destroy();
  });

  it('reaches out to no one where no table endpoint is configured, as in unit tests', async () => {
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const send = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
    try {
      const { documentClient } = await load();
      // The connection is opened synchronously during the load, or not at all.
      expect(send).not.toHaveBeenCalled();
      documentClient.destroy();
    } finally {
      send.mockRestore();
    }
  });

  it('loads even when the table cannot be reached', async () => {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = 'http://127.0.0.1:9';
    const { documentClient, connectionOpened } = await load();
    await expect(connectionOpened).resolves.toBeUndefined();
    expect(documentClient).toBeDefined();
    documentClient.destroy();
  });

  it("skips the SDK's logger step, which would filter every answer for a log entry no one reads", async () => {
    const { documentClient, SDK_LOGGER_STEP } = await load();
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const steps = (client: { middlewareStack: { identify(): string[] } }) =>
      client.middlewareStack.identify().map((step) => step.split(' ')[0]);
    // The step exists under this name in a plain client: a renamed step would fail here.
    expect(steps(new DynamoDBClient({}))).toContain(SDK_LOGGER_STEP);
    expect(steps(documentClient)).not.toContain(SDK_LOGGER_STEP);
    documentClient.destroy();
  });
});
