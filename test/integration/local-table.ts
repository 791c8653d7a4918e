/**
 * The local cloud's table read past the API: one document client per test file, and snapshots of
 * partitions to prove what a call wrote or left alone.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

let documentClient: DynamoDBDocumentClient | undefined;
/** One document client on the local cloud's table per test file; `closeDynamo` ends it. */
export function localDynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  return documentClient;
}

export function closeDynamo() {
  documentClient?.destroy();
  documentClient = undefined;
}

async function queryPartition(pk: string, into: Map<string, string>): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await localDynamo().send(
      new QueryCommand({
        TableName: 'prozesspuls',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) into.set(`${pk} ${String(item.sk)}`, JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * Every item of a tenant: the tenant partition `T#<id>`, the partition of each of its models
 * `T#<id>#M#<uuid>`, and the profile of each member (`USER#<id>` / PROFILE). Key → item JSON.
 */
export async function snapshotTenant(clientId: number): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  const tenantPk = `T#${clientId}`;
  await queryPartition(tenantPk, items);
  const models: string[] = [];
  const members: string[] = [];
  for (const key of items.keys()) {
    const sk = key.slice(tenantPk.length + 1);
    if (sk.startsWith('MODEL#')) models.push(sk.slice('MODEL#'.length));
    if (sk.startsWith('MEMBER#')) members.push(sk.slice('MEMBER#'.length));
  }
  await Promise.all(models.map((uuid) => queryPartition(`${tenantPk}#M#${uuid}`, items)));
  const profiles = new Map<string, string>();
  await Promise.all(members.map((userId) => queryPartition(`USER#${userId}`, profiles)));
  for (const [key, value] of profiles) if (key.endsWith(' PROFILE')) items.set(key, value);
  return items;
}

/** Every item of the given partitions. Key → item JSON. */
export async function snapshotPartitions(pks: readonly string[]): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  await Promise.all(pks.map((pk) => queryPartition(pk, items)));
  return items;
}

/** Differences between two snapshots: added, removed and changed keys. */
export function diffSnapshots(before: Map<string, string>, after: Map<string, string>): string[] {
  const changes: string[] = [];
  for (const [key, value] of before) {
    if (!after.has(key)) changes.push(`removed ${key}`);
    else if (after.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of after.keys()) if (!before.has(key)) changes.push(`added ${key}`);
  return changes;
}
