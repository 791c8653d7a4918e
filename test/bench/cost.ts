/**
 * `npm run cost`: writes docs/cost.md, the monthly AWS cost of one tenant of 50, 500 and 5,000
 * users under a stated usage profile, from the bench durations and memory sizes of
 * infra/lib/api/functionMemory.ts, the DynamoDB units per request type counted from the code
 * paths, and the public eu-central-1 prices below. Nothing is fetched; rerun after a price or
 * profile change and commit the result.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cheapestMemory,
  durationAt,
  gbSecondsAt,
  REQUEST_PROFILES,
  type RequestType,
} from '../../infra/lib/api/functionMemory.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';

/**
 * USD, eu-central-1 (Frankfurt), on-demand list prices from the pages named, as published in 2025
 * (DynamoDB after its November 2024 cut); this machine has no internet access, so they were not
 * re-read when the script was written (2026-11-27): check them before quoting a figure.
 */
export const PRICES = {
  /** https://aws.amazon.com/lambda/pricing/ — Arm, first 7.5 billion GB-s per month. */
  lambdaArmGbSecond: 0.0000133334,
  /** The same page — x86 (the Chromium report function). */
  lambdaX86GbSecond: 0.0000166667,
  lambdaPerMillionRequests: 0.2,
  /** https://aws.amazon.com/api-gateway/pricing/ — HTTP API, first 300 million requests. */
  httpApiPerMillionRequests: 1.2,
  /** https://aws.amazon.com/dynamodb/pricing/on-demand/ — after the November 2024 price cut. */
  dynamoPerMillionWru: 0.7625,
  dynamoPerMillionRru: 0.1525,
  dynamoStorageGbMonth: 0.306,
  /** The same page — continuous backups (PITR). */
  dynamoPitrGbMonth: 0.2448,
  /** https://aws.amazon.com/s3/pricing/ — S3 Standard. */
  s3StorageGbMonth: 0.0245,
  s3PerThousandPuts: 0.0054,
  s3PerThousandGets: 0.00043,
  /** https://aws.amazon.com/step-functions/pricing/ — Standard workflows. */
  stepFunctionsPerThousandTransitions: 0.025,
  /** https://aws.amazon.com/eventbridge/pricing/ — Scheduler invocations. */
  schedulerPerMillionInvocations: 1.0,
  /** https://aws.amazon.com/cloudwatch/pricing/ — Logs ingestion. */
  logsIngestionGb: 0.63,
} as const;

/** What one request of each type costs besides Lambda time, counted from its code path. */
interface RequestUse {
  readonly label: string;
  /** Read request units: strongly consistent 4 KB = 1, eventually consistent 4 KB = 0.5. */
  readonly rru: (users: number) => number;
  /** Write request units: 1 KB = 1, in a transaction 2. */
  readonly wru: number;
  readonly s3Gets: number;
  readonly s3Puts: number;
  /** Requests per user and month (the usage profile). */
  readonly perUserMonth: number;
}

/**
 * The identity read (user, sign-in state, membership, client, roles: 5 strongly consistent items
 * of < 4 KB in one BatchGetItem = 5 RRU) happens only when the container does not trust the
 * user's identity (30 s, docs/security.md); a user clicking through a page in a warm container
 * misses about one request in three.
 */
const IDENTITY_RRU = 5 / 3;
/** Models in a tenant: two per user; a model's list item is ~1 KB, read eventually consistent. */
const modelsOf = (users: number) => 2 * users;

const WORKING_DAYS = 21;

export const REQUEST_USE: Readonly<Record<RequestType, RequestUse>> = {
  signIn: {
    label: 'sign-in and token renewal',
    // Lockout counter (conditional update), user profile and memberships.
    rru: () => 3,
    wru: 2,
    s3Gets: 0,
    s3Puts: 0,
    perUserMonth: 4 * WORKING_DAYS,
  },
  signedInRead: {
    label: 'signed-in read (lists, details, element content)',
    rru: () => IDENTITY_RRU + 2,
    wru: 0,
    s3Gets: 0,
    s3Puts: 0,
    perUserMonth: 120 * WORKING_DAYS,
  },
  processList: {
    label: 'process list (GET /api/bpmn)',
    rru: (users) => IDENTITY_RRU + (modelsOf(users) * 0.5) / 4,
    wru: 0,
    s3Gets: 0,
    s3Puts: 0,
    perUserMonth: 6 * WORKING_DAYS,
  },
  signedInWrite: {
    label: 'signed-in write (model save, roles, surveys)',
    // Three items of one conditional transaction, plus the reads that check it.
    rru: () => IDENTITY_RRU + 4,
    wru: 6,
    s3Gets: 0.2,
    s3Puts: 0.3,
    perUserMonth: 12 * WORKING_DAYS,
  },
  participationSubmit: {
    label: 'survey participation (page, save, submit)',
    // The answers of one person: ~10 items in one transaction.
    rru: () => 3,
    wru: 20,
    s3Gets: 1,
    s3Puts: 0,
    perUserMonth: 3,
  },
  fileTransfer: {
    label: 'upload or export (documents, BPMN, XLSX, DSGVO data)',
    rru: () => IDENTITY_RRU + 10,
    wru: 2,
    s3Gets: 1,
    s3Puts: 1,
    perUserMonth: 10,
  },
  pdfReport: {
    label: 'report PDF (headless Chromium)',
    rru: () => IDENTITY_RRU + 20,
    wru: 1,
    s3Gets: 2,
    s3Puts: 0,
    perUserMonth: 2,
  },
};

/** Storage and background work per user and month. */
const PER_USER = {
  tableGb: 0.002,
  bucketsGb: 0.02,
  /** One survey per 25 users a month: finish workflow ~20 transitions, evaluation ~10. */
  stateTransitions: 30 / 25,
  /** Deadline and reminder per survey, measure and step overdue checks. */
  schedulerInvocations: 4 / 25,
  /** ~1 KB of structured log per request. */
  logKbPerRequest: 1,
} as const;

const LAMBDA_X86: ReadonlySet<RequestType> = new Set(['pdfReport']);

interface TypeCost {
  readonly type: RequestType;
  readonly requests: number;
  readonly memoryMb: number;
  readonly durationMs: number;
  readonly usd: number;
  readonly perMillionUsd: number;
}

function requestCost(type: RequestType, users: number): TypeCost {
  const profile = REQUEST_PROFILES[type];
  const use = REQUEST_USE[type];
  const memoryMb = cheapestMemory(profile);
  const gbSecondPrice = LAMBDA_X86.has(type) ? PRICES.lambdaX86GbSecond : PRICES.lambdaArmGbSecond;
  const one =
    gbSecondsAt(profile, memoryMb) * gbSecondPrice +
    PRICES.lambdaPerMillionRequests / 1e6 +
    PRICES.httpApiPerMillionRequests / 1e6 +
    (use.rru(users) * PRICES.dynamoPerMillionRru) / 1e6 +
    (use.wru * PRICES.dynamoPerMillionWru) / 1e6 +
    (use.s3Gets * PRICES.s3PerThousandGets) / 1e3 +
    (use.s3Puts * PRICES.s3PerThousandPuts) / 1e3 +
    (PER_USER.logKbPerRequest / 1024 ** 2) * PRICES.logsIngestionGb;
  const requests = use.perUserMonth * users;
  return {
    type,
    requests,
    memoryMb,
    durationMs: durationAt(profile, memoryMb),
    usd: one * requests,
    perMillionUsd: one * 1e6,
  };
}

export function monthlyCost(users: number) {
  const types = (Object.keys(REQUEST_PROFILES) as RequestType[]).map((type) => requestCost(type, users));
  const storage =
    users *
    (PER_USER.tableGb * (PRICES.dynamoStorageGbMonth + PRICES.dynamoPitrGbMonth) +
      PER_USER.bucketsGb * PRICES.s3StorageGbMonth);
  const workflows =
    users *
    ((PER_USER.stateTransitions * PRICES.stepFunctionsPerThousandTransitions) / 1e3 +
      (PER_USER.schedulerInvocations * PRICES.schedulerPerMillionInvocations) / 1e6);
  const requests = types.reduce((sum, t) => sum + t.usd, 0);
  return { users, types, storage, workflows, total: requests + storage + workflows };
}

const usd = (value: number) => (value < 0.01 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`);

function render(): string {
  const tenants = [50, 500, 5000].map(monthlyCost);
  const middle = monthlyCost(500);
  const lines = [
    '# Cost on paper',
    '',
    'Generated by `npm run cost` (test/bench/cost.ts); do not edit by hand. Monthly AWS cost of',
    'one tenant in eu-central-1, on-demand list prices of 2025 without free tiers (sources in',
    '`PRICES` of the script; re-check them before quoting), Lambda time from the bench durations and the memory chosen per',
    'request type (infra/lib/api/functionMemory.ts). Not included: CloudFront and data transfer',
    "out, Cognito (free below 10,000 monthly active users), SES mails, the operator's alarms,",
    'dashboard and WAF (a fixed ~$20 per deployment, shared by all tenants).',
    '',
    '## Usage profile (per user and month, 21 working days)',
    '',
    '| request type | requests | memory | warm duration | RRU (500 users) | WRU | S3 GET / PUT |',
    '|---|---|---|---|---|---|---|',
    ...middle.types.map((t) => {
      const use = REQUEST_USE[t.type];
      return `| ${use.label} | ${use.perUserMonth} | ${t.memoryMb} MB | ${t.durationMs.toFixed(0)} ms | ${use.rru(500).toFixed(1)} | ${use.wru} | ${use.s3Gets} / ${use.s3Puts} |`;
    }),
    '',
    `Besides: ${PER_USER.tableGb * 1000} MB of table and ${PER_USER.bucketsGb * 1000} MB of documents and history per user (PITR on the table, versions in the buckets), one survey per 25 users a month (${PER_USER.stateTransitions * 25} Step Functions transitions, ${PER_USER.schedulerInvocations * 25} scheduler invocations), ~1 KB of log per request. A signed-in request reads its identity (5 RRU) only when its container does not trust it (≤ 30 s), counted as one request in three. The process list reads every model of the tenant (two per user), so its units grow with the tenant; its duration is the one measured with 2,000 models.`,
    '',
    '## Monthly cost per tenant',
    '',
    '| users | requests | cost of the requests (Lambda, API, DynamoDB, S3, logs) | storage | workflows | total |',
    '|---|---|---|---|---|---|',
    ...tenants.map((t) => {
      const requests = t.types.reduce((sum, type) => sum + type.requests, 0);
      const perRequest = t.types.reduce((sum, type) => sum + type.usd, 0);
      return `| ${t.users.toLocaleString('en')} | ${requests.toLocaleString('en')} | ${usd(perRequest)} | ${usd(t.storage)} | ${usd(t.workflows)} | **${usd(t.total)}** |`;
    }),
    '',
    '## The five most expensive request types (500 users)',
    '',
    '| request type | per month | per million requests |',
    '|---|---|---|',
    ...[...middle.types]
      .sort((a, b) => b.usd - a.usd)
      .slice(0, 5)
      .map((t) => `| ${REQUEST_USE[t.type].label} | ${usd(t.usd)} | ${usd(t.perMillionUsd)} |`),
    '',
  ];
  return lines.join('\n');
}

writeFileSync(join(REPO_ROOT, 'docs', 'cost.md'), render());
console.log('docs/cost.md written');
