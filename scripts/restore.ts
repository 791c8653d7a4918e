/**
 * Restores the table from point-in-time recovery into a NEW table and the buckets, in place,
 * from their object versions to the same point in time (docs/infra.md, "Restore").
 *
 *   npx tsx scripts/restore.ts --at 2026-11-27T06:00:00Z --table <table> --bucket <documents> \
 *     --bucket <history> [--dry-run]
 *
 * Credentials and region come from the usual AWS environment; AWS_ENDPOINT_URL_DYNAMODB and
 * AWS_ENDPOINT_URL_S3 point it at the local cloud. --dry-run reads and prints the plan only.
 */
import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  UpdateContinuousBackupsCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetBucketVersioningCommand,
  ListObjectVersionsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type RestoreAction, restoreActions, restoredTableName, type VersionEntry } from './restorePlan.js';

export interface RestoreOptions {
  readonly at: Date;
  readonly table: string;
  readonly buckets: readonly string[];
  readonly dryRun: boolean;
  readonly dynamo: DynamoDBClient;
  readonly s3: S3Client;
  readonly log: (line: string) => void;
  /** How long to wait for the restored table (it takes minutes to hours on AWS). */
  readonly pollMs?: number;
}

export interface RestoreReport {
  readonly table: { readonly target: string; readonly restorable: boolean; readonly reason?: string };
  readonly buckets: readonly {
    readonly bucket: string;
    readonly versioned: boolean;
    readonly actions: readonly RestoreAction[];
    readonly reason?: string;
  }[];
}

const message = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Whether `at` lies in the table's PITR window, or why it cannot be restored. */
async function tableRestorable(options: RestoreOptions): Promise<{ restorable: boolean; reason?: string }> {
  await options.dynamo.send(new DescribeTableCommand({ TableName: options.table }));
  try {
    const { ContinuousBackupsDescription: backups } = await options.dynamo.send(
      new DescribeContinuousBackupsCommand({ TableName: options.table }),
    );
    const pitr = backups?.PointInTimeRecoveryDescription;
    if (pitr?.PointInTimeRecoveryStatus !== 'ENABLED')
      return { restorable: false, reason: 'PITR is not enabled' };
    const earliest = pitr.EarliestRestorableDateTime;
    const latest = pitr.LatestRestorableDateTime;
    if ((earliest && options.at < earliest) || (latest && options.at > latest)) {
      return {
        restorable: false,
        reason: `outside the PITR window ${earliest?.toISOString()} … ${latest?.toISOString()}`,
      };
    }
    return { restorable: true };
  } catch (error) {
    return { restorable: false, reason: `the endpoint has no PITR (${message(error)})` };
  }
}

interface Listed {
  readonly Key?: string | undefined;
  readonly VersionId?: string | undefined;
  readonly LastModified?: Date | undefined;
}

const entryOf = ({ Key, VersionId, LastModified }: Listed, deleteMarker: boolean): VersionEntry[] =>
  Key && VersionId && LastModified
    ? [{ key: Key, versionId: VersionId, lastModified: LastModified, deleteMarker }]
    : [];

async function versionsOf(s3: S3Client, bucket: string): Promise<VersionEntry[]> {
  const entries: VersionEntry[] = [];
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectVersionsCommand({
        Bucket: bucket,
        KeyMarker: keyMarker,
        VersionIdMarker: versionIdMarker,
      }),
    );
    entries.push(
      ...(page.Versions ?? []).flatMap((v) => entryOf(v, false)),
      ...(page.DeleteMarkers ?? []).flatMap((m) => entryOf(m, true)),
    );
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    versionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (keyMarker);
  return entries;
}

async function bucketPlan(
  options: RestoreOptions,
  bucket: string,
): Promise<RestoreReport['buckets'][number]> {
  let versioned = false;
  try {
    const { Status } = await options.s3.send(new GetBucketVersioningCommand({ Bucket: bucket }));
    versioned = Status === 'Enabled';
  } catch (error) {
    return { bucket, versioned, actions: [], reason: `the endpoint has no versioning (${message(error)})` };
  }
  if (!versioned) return { bucket, versioned, actions: [], reason: 'versioning is not enabled' };
  return { bucket, versioned, actions: restoreActions(await versionsOf(options.s3, bucket), options.at) };
}

async function restoreTable(options: RestoreOptions, target: string): Promise<void> {
  const { dynamo, log } = options;
  await dynamo.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: options.table,
      TargetTableName: target,
      RestoreDateTime: options.at,
    }),
  );
  log(`table: restoring ${options.table} → ${target} …`);
  for (;;) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: target }));
    if (Table?.TableStatus === 'ACTIVE') break;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 30_000));
  }
  // A restored table keeps keys, indexes and items, not TTL or PITR: both back as in CDK.
  await dynamo.send(
    new UpdateTimeToLiveCommand({
      TableName: target,
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    }),
  );
  await dynamo.send(
    new UpdateContinuousBackupsCommand({
      TableName: target,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    }),
  );
  log(`table: ${target} is ACTIVE with TTL and PITR`);
}

async function applyBucket(options: RestoreOptions, bucket: string, actions: readonly RestoreAction[]) {
  for (const action of actions) {
    if (action.kind === 'copy') {
      await options.s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: action.key,
          CopySource: `${bucket}/${encodeURIComponent(action.key)}?versionId=${encodeURIComponent(action.versionId)}`,
        }),
      );
    } else {
      await options.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: action.key }));
    }
  }
  options.log(`bucket ${bucket}: ${actions.length} keys restored`);
}

/**
 * Plans the restore, prints it, and (without dryRun) runs it. Refuses to run anything when a
 * part cannot be restored (no PITR, unversioned bucket), so a restore is never half done.
 */
export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  const { log } = options;
  const target = restoredTableName(options.table, options.at);
  const table = { target, ...(await tableRestorable(options)) };
  log(
    `table ${options.table} at ${options.at.toISOString()} → new table ${target}: ${table.restorable ? 'restorable' : `NOT restorable, ${table.reason}`}`,
  );
  const buckets = [];
  for (const bucket of options.buckets) {
    const plan = await bucketPlan(options, bucket);
    buckets.push(plan);
    if (plan.reason) log(`bucket ${bucket}: NOT restorable, ${plan.reason}`);
    else {
      const copies = plan.actions.filter((a) => a.kind === 'copy').length;
      log(
        `bucket ${bucket}: ${copies} keys back to an older version, ${plan.actions.length - copies} keys hidden`,
      );
      for (const action of plan.actions)
        log(`  ${action.kind} ${action.key}${action.kind === 'copy' ? ` @ ${action.versionId}` : ''}`);
    }
  }
  const report: RestoreReport = { table, buckets };
  if (options.dryRun) {
    log('dry run: nothing was changed');
    return report;
  }
  if (!table.restorable || buckets.some((b) => b.reason)) {
    throw new Error('restore refused: a part cannot be restored (see above); nothing was changed');
  }
  await restoreTable(options, target);
  for (const plan of buckets) await applyBucket(options, plan.bucket, plan.actions);
  log(`done. Point the deployment at ${target} (docs/infra.md, "Restore").`);
  return report;
}

function argumentsOf(argv: readonly string[]) {
  const values = (name: string) =>
    argv.flatMap((arg, i) => (arg === name && argv[i + 1] ? [argv[i + 1] ?? ''] : []));
  const at = new Date(values('--at')[0] ?? '');
  const table = values('--table')[0];
  if (Number.isNaN(at.getTime()) || !table) {
    throw new Error('usage: restore.ts --at <ISO time> --table <table> [--bucket <bucket> ...] [--dry-run]');
  }
  return { at, table, buckets: values('--bucket'), dryRun: argv.includes('--dry-run') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = argumentsOf(process.argv.slice(2));
  await restore({
    ...args,
    dynamo: new DynamoDBClient({}),
    s3: new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }),
    log: (line) => console.log(line),
  });
}
