/**
 * `npm start`: the whole platform on emulators — DynamoDB Local, s3rver, cognito-local,
 * aws-ses-v2-local — plus one HTTP server that serves the SPA and runs the Lambda handlers.
 *
 * Flags: --reset (delete .data first), --exit (stop after provisioning), --auto-ports (free
 * ports for every service, for tests), --data-dir DIR, --in-memory (DynamoDB without files),
 * --exit-with-stdin (stop when the parent closes stdin). PORT sets the web port (default 3000).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV_VARIABLES } from '@prozesspuls/functions/config/env';
import { LESSONS_PREFIX } from '@prozesspuls/shared';
import { DEMO_PASSWORD, DEMO_USERS } from './demoData.js';
import { startCognito } from './emulators/cognito.js';
import { startDynamoDb } from './emulators/dynamodb.js';
import type { EmulatorLifecycle } from './emulators/lifecycle.js';
import { startMail } from './emulators/mail.js';
import { startS3 } from './emulators/s3.js';
import { freePort, portOrFree } from './ports.js';
import {
  allowBrowserTransfers,
  ensureBuckets,
  ensureTable,
  ensureUserPool,
  LOCAL_NAMES,
  publishLessons,
} from './provision.js';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The committed video lessons, published to the documents bucket at every start. */
const LESSONS_DIR = join(REPO_ROOT, 'infra', 'assets', 'lessons');
const startedAt = Date.now();

const { values: flags } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    exit: { type: 'boolean', default: false },
    'auto-ports': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'in-memory': { type: 'boolean', default: false },
    'exit-with-stdin': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
  },
});

const dataDir = resolve(flags['data-dir'] ?? join(REPO_ROOT, '.data'));
if (flags.reset) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Lokale Daten gelöscht: ${dataDir}`);
}
mkdirSync(dataDir, { recursive: true });

const pick = (preferred: number) => (flags['auto-ports'] ? freePort() : portOrFree(preferred));
const webPort = flags['auto-ports'] ? await freePort() : Number(process.env.PORT ?? 3000);
const [dynamoPort, s3Port, cognitoPort, mailPort] = [
  await pick(8100),
  await pick(4569),
  await pick(9229),
  await pick(8005),
];

// One set of fake credentials serves every emulator (s3rver insists on S3RVER/S3RVER).
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'eu-central-1',
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  // Quiet by default; LOCAL_OBSERVABILITY=1 shows one line per request and the metrics (docs/infra.md).
  POWERTOOLS_LOG_LEVEL:
    process.env.POWERTOOLS_LOG_LEVEL ?? (process.env.LOCAL_OBSERVABILITY === '1' ? 'INFO' : 'WARN'),
  // No X-Ray daemon here: tracing stays off (Powertools would switch it off outside Lambda anyway).
  POWERTOOLS_TRACE_ENABLED: 'false',
});

/** Ends the local server first, then every emulator together, then throw-away data. */
const stops = {
  server: [] as Array<() => Promise<void>>,
  emulators: [] as Array<() => Promise<void>>,
  cleanup: [] as Array<() => Promise<void>>,
};
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const group of [stops.server, stops.emulators, stops.cleanup]) {
    await Promise.allSettled(group.map((stop) => stop()));
  }
  // Emulator children still running are killed by the exit hook of emulators/lifecycle.ts.
  process.exit(code);
}
/**
 * A second Strg+C while shutting down stops at once (the exit hook still ends the children); one
 * within the first second is the same key press relayed by npm, not a second one.
 */
let firstSignalAt = 0;
/**
 * The environment the local cloud gives its functions (settings and emulator endpoints), so a
 * test can run a scheduled task's handler in its own process against the same emulators.
 */
function functionEnvironment(): Record<string, string> {
  // The emulators' fake credentials (start.ts sets them) belong to it: s3rver checks them.
  const names = [...Object.values(ENV_VARIABLES), 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (names.includes(entry[0]) || entry[0].startsWith('AWS_ENDPOINT_URL_')),
    ),
  );
}

function onSignal() {
  if (stopping && Date.now() - firstSignalAt > 1000) process.exit(1);
  if (stopping) return;
  firstSignalAt = Date.now();
  void shutdown(0);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);
if (flags['exit-with-stdin']) {
  process.stdin.resume();
  process.stdin.on('end', () => void shutdown(0));
}
// A last safety net, not the fix: no request may stop the server, and none of these should ever
// fire. Logged, and the server keeps serving.
process.on('uncaughtException', (error) => {
  console.error('Unerwarteter Fehler (uncaught exception), der Server läuft weiter:', error);
});
process.on('unhandledRejection', (reason) => {
  console.error('Unerwarteter Fehler (unhandled rejection), der Server läuft weiter:', reason);
});

/**
 * Registers a started emulator: stopped on shutdown, and when it dies by itself the whole local
 * cloud goes down with a message and exit code 1, instead of serving errors or leaving orphans.
 */
function supervise<T extends EmulatorLifecycle>(emulator: T): T {
  stops.emulators.push(emulator.stop);
  void emulator.died.then((reason) => {
    if (stopping) return;
    console.error(
      `Ein Dienst der lokalen Cloud ist ausgefallen, alles wird beendet. / A local cloud service failed, shutting down.\n${reason}`,
    );
    void shutdown(1);
  });
  return emulator;
}

try {
  const scratch = flags['in-memory'] ? mkdtempSync(join(tmpdir(), 'prozesspuls-')) : undefined;
  if (scratch) stops.cleanup.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const base = scratch ?? dataDir;
  // Each one registered as soon as it runs: when another fails to start, it is stopped too.
  const [dynamo, s3, cognito, mail] = await Promise.all([
    startDynamoDb(dynamoPort, flags['in-memory'] ? undefined : join(base, 'dynamodb')).then(supervise),
    startS3(s3Port, join(base, 's3')).then(supervise),
    startCognito(cognitoPort, join(base, 'cognito')).then(supervise),
    startMail(mailPort).then(supervise),
  ]);

  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    // The SPA's CSP lets the browser reach s3rver for presigned document transfers.
    DOCUMENT_TRANSFER_ORIGIN: s3.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    AWS_ENDPOINT_URL_SESV2: mail.endpoint,
    TABLE_NAME: LOCAL_NAMES.table,
    DOCUMENTS_BUCKET: LOCAL_NAMES.documentsBucket,
    HISTORY_BUCKET: LOCAL_NAMES.historyBucket,
    MAIL_FROM: 'ProzessPuls <noreply@prozesspuls.local>',
    // Bug reports of the help centre arrive here (the local mailbox shows them).
    SUPPORT_MAIL: process.env.SUPPORT_MAIL ?? 'support@prozesspuls.local',
    APP_URL: `http://localhost:${webPort}`,
  });
  await ensureTable(dynamo.endpoint, LOCAL_NAMES.table);
  await ensureBuckets(s3.endpoint, [LOCAL_NAMES.documentsBucket, LOCAL_NAMES.historyBucket]);
  await allowBrowserTransfers(s3.endpoint, LOCAL_NAMES.documentsBucket, `http://localhost:${webPort}`);
  // The video lessons of the help centre, from the repository (recorded by `npm run docs:media`).
  await publishLessons(s3.endpoint, LOCAL_NAMES.documentsBucket, LESSONS_PREFIX, LESSONS_DIR);
  const pool = await ensureUserPool(cognito.endpoint);
  Object.assign(process.env, {
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    COGNITO_ISSUER: `${cognito.issuerDomain}/${pool.userPoolId}`,
  });

  // Step Functions and EventBridge Scheduler, served locally (infra/local/workflows); task
  // modules load lazily, after the environment above.
  const { startLocalWorkflows } = await import('./workflows/server.js');
  const { localFunctionArn } = await import('./workflows/localArns.js');
  const region = process.env.AWS_REGION ?? 'eu-central-1';
  const { RETENTION_RUN } = await import('@prozesspuls/functions/config/schedules');
  const workflows = await startLocalWorkflows({
    port: await pick(8083),
    region,
    scheduleFile: join(base, 'schedules.json'),
    // The nightly retention run the stack defines (workflowStack.ts RetentionSchedule).
    daily: [
      {
        name: 'retention',
        time: RETENTION_RUN,
        targetArn: localFunctionArn(region, 'retentionSweep'),
        input: '{}',
      },
    ],
  });
  stops.server.push(workflows.stop);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SFN: workflows.endpoint,
    AWS_ENDPOINT_URL_SCHEDULER: workflows.endpoint,
    SURVEY_FINISH_STATE_MACHINE_ARN: workflows.stateMachineArn('surveyFinish'),
    EVALUATION_POINT_STATE_MACHINE_ARN: workflows.stateMachineArn('evaluationPoint'),
    SCHEDULE_GROUP: 'prozesspuls-local',
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/prozesspuls-local-scheduler',
    // The local scheduler retries nothing and keeps no dead letters; the ARN only fills the target.
    SCHEDULE_DEAD_LETTER_QUEUE_ARN: `arn:aws:sqs:${region}:000000000000:prozesspuls-local-schedule-dead-letters`,
    REMINDER_FUNCTION_ARN: localFunctionArn(region, 'surveyReminder'),
    MEASURE_OVERDUE_FUNCTION_ARN: localFunctionArn(region, 'measureOverdue'),
    RISK_STEP_OVERDUE_FUNCTION_ARN: localFunctionArn(region, 'riskStepOverdue'),
    TENANT_DELETION_FUNCTION_ARN: localFunctionArn(region, 'tenantDeletion'),
  });

  // Imported only now: handler modules create their AWS clients from the environment above.
  const { seedDemoData } = await import('./seed.js');
  await seedDemoData(cognito.endpoint, pool.userPoolId);
  if (flags.exit) await shutdown(0);

  const { startGateway } = await import('./gateway.js');
  const gateway = await startGateway(webPort, join(REPO_ROOT, 'web', 'dist'));
  stops.server.push(
    () =>
      new Promise<void>((r) => {
        gateway.closeAllConnections();
        gateway.close(() => r());
      }),
  );

  const baseUrl = `http://localhost:${webPort}`;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `ProzessPuls läuft auf ${baseUrl}  (API: ${baseUrl}/api, gestartet in ${seconds} s)`,
      `Lokales Postfach (Einladungen, Passwort-Links): ${mail.mailboxUrl}`,
      `Daten: ${flags['in-memory'] ? 'im Speicher' : dataDir}`,
      '',
      `Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((u) => `  ${u.userId.padEnd(26)} ${u.firstName} ${u.lastName}`),
      '',
      'Beenden mit Strg+C.',
      '',
    ].join('\n'),
  );
  console.log(
    `LOCAL_CLOUD_READY ${JSON.stringify({ baseUrl, mailboxUrl: mail.endpoint, dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, functionEnvironment: functionEnvironment(), seconds: Number(seconds), pid: process.pid, childPids: [dynamo.pid ?? null, cognito.pid ?? null] })}`,
  );
} catch (error) {
  console.error('Start fehlgeschlagen:', error);
  await shutdown(1);
}
