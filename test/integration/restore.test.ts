import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { restore } from '../../scripts/restore.js';
import { restoredTableName } from '../../scripts/restorePlan.js';
import { TABLE } from './local-names.js';
import { BUCKETS } from './stored-traces.js';

/**
 * The restore script against the local cloud, as far as the emulators allow: DynamoDB Local has
 * no point-in-time recovery and s3rver no versioning, so here the script must find that out,
 * say so in its plan and refuse to change anything. The version selection itself is proven in
 * test/infra/restore-plan.test.ts; the restore on AWS is a documented manual drill (docs/infra.md).
 */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const dynamo = new DynamoDBClient({
  endpoint: inject('dynamoEndpoint'),
  region: 'eu-central-1',
  credentials,
});
const s3 = new S3Client({
  endpoint: inject('s3Endpoint'),
  forcePathStyle: true,
  region: 'eu-central-1',
  credentials,
});

describe('restore script on the local cloud', () => {
  const at = new Date(Date.now() - 60_000);
  const options = { at, table: TABLE, buckets: [...BUCKETS], dynamo, s3 };

  it('plans in a dry run and says which part the emulators cannot restore', async () => {
    const lines: string[] = [];
    const report = await restore({ ...options, dryRun: true, log: (line) => lines.push(line) });
    expect(report.table.target).toMatch(/^prozesspuls-restored-\d{12}$/);
    expect(report.table.restorable).toBe(false);
    expect(report.buckets.map((b) => [b.bucket, b.versioned])).toEqual(BUCKETS.map((b) => [b, false]));
    expect(lines.at(-1)).toBe('dry run: nothing was changed');
    expect(lines.filter((line) => line.includes('NOT restorable'))).toHaveLength(1 + BUCKETS.length);
  });

  it('refuses to run without PITR and versions, and changes nothing', async () => {
    const key = `restore-probe-${Date.now()}.txt`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKETS[0], Key: key, Body: 'bleibt' }));
    await expect(restore({ ...options, dryRun: false, log: () => undefined })).rejects.toThrow(
      'restore refused',
    );
    await expect(
      dynamo.send(new DescribeTableCommand({ TableName: restoredTableName(TABLE, at) })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
    expect((await s3.send(new HeadObjectCommand({ Bucket: BUCKETS[0], Key: key }))).ContentLength).toBe(6);
  });
});
