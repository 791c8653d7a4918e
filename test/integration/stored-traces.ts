import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { LOCAL_NAMES } from '../../infra/local/provision.js';
import { TABLE } from './local-names.js';

/**
 * Reads everything the local cloud stores, past the API: every item of the one table (a test may
 * scan; request paths never do) and every object of both buckets, key and content. The DSGVO
 * tests use it to prove that nothing of an erased user or tenant is left anywhere.
 */
export const BUCKETS = [LOCAL_NAMES.documentsBucket, LOCAL_NAMES.historyBucket] as const;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'eu-central-1', credentials }),
);
export const s3 = new S3Client({
  endpoint: inject('s3Endpoint'),
  forcePathStyle: true,
  region: 'eu-central-1',
  credentials,
});

/** Every item of the table. */
export async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const asText = (item: unknown) =>
  JSON.stringify(item, (_, value: unknown) => (value instanceof Set ? [...value] : value));

/** The items whose text (keys and attributes) contains one of `needles`, case-insensitively. */
export async function itemsMentioning(needles: readonly string[]): Promise<string[]> {
  const lower = needles.map((n) => n.toLowerCase());
  return (await allItems()).map(asText).filter((text) => lower.some((n) => text.toLowerCase().includes(n)));
}

/** Every object key of both buckets, as `<bucket>/<key>`. */
export async function allObjectKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const bucket of BUCKETS) {
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [`${bucket}/${o.Key}`] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return keys;
}

/** The objects (`<bucket>/<key>`) whose key or content contains one of `needles`, case-insensitively. */
export async function objectsMentioning(needles: readonly string[]): Promise<string[]> {
  const lower = needles.map((n) => n.toLowerCase());
  const found: string[] = [];
  for (const path of await allObjectKeys()) {
    const slash = path.indexOf('/');
    const bucket = path.slice(0, slash);
    const key = path.slice(slash + 1);
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const text =
      `${key}\n${Buffer.from((await Body?.transformToByteArray()) ?? []).toString('utf8')}`.toLowerCase();
    if (lower.some((n) => text.includes(n))) found.push(path);
  }
  return found;
}
