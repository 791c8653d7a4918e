import type { RouteDef } from '@prozesspuls/shared';

/**
 * Memory per route function, chosen from measured duration: the cheapest Lambda size whose p99
 * stays within the request type's budget. The same table feeds the cost estimate
 * (test/bench/cost.ts → docs/cost.md).
 */

/** The sizes considered (MB). */
export const MEMORY_SIZES = [128, 256, 512, 768, 1024, 1536, 1769, 2048, 3008] as const;

/**
 * Lambda gives CPU in proportion to memory, one full vCPU at 1,769 MB
 * (https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html); the handlers are
 * single-threaded, so more memory than that buys no speed.
 */
export const FULL_VCPU_MB = 1769;

export interface DurationProfile {
  /** CPU time of one warm request on a full vCPU (ms): middy, token check, SDK, JSON. */
  readonly cpuMs: number;
  /** Time spent waiting on DynamoDB, S3 or Cognito (ms); memory does not change it. */
  readonly waitMs: number;
  /** p99 / p50 of the measured duration. */
  readonly tail: number;
  /** The p99 (ms) the request type must keep. */
  readonly p99BudgetMs: number;
  /** Memory the code needs whatever its speed (Chromium, files held in memory). */
  readonly minimumMb?: number;
}

/**
 * No function below 256 MB: a warm function with its bundle and SDK clients resides in about
 * 100–150 MB, so 128 MB would leave no headroom for a large answer.
 */
export const MINIMUM_MB = 256;

/** Warm duration (p50, ms) at `memoryMb`: waiting plus CPU time stretched below one vCPU. */
export function durationAt(profile: DurationProfile, memoryMb: number): number {
  return profile.waitMs + (profile.cpuMs * FULL_VCPU_MB) / Math.min(memoryMb, FULL_VCPU_MB);
}

/** Billed GB-seconds of one request at `memoryMb` (1 ms billing granularity). */
export function gbSecondsAt(profile: DurationProfile, memoryMb: number): number {
  return (memoryMb / 1024) * (Math.ceil(durationAt(profile, memoryMb)) / 1000);
}

/** The size with the fewest GB-seconds per request among those whose p99 keeps the budget. */
export function cheapestMemory(profile: DurationProfile): number {
  const feasible = MEMORY_SIZES.filter(
    (mb) =>
      mb >= Math.max(MINIMUM_MB, profile.minimumMb ?? 0) &&
      durationAt(profile, mb) * profile.tail <= profile.p99BudgetMs,
  );
  const best = [...feasible].sort((a, b) => gbSecondsAt(profile, a) - gbSecondsAt(profile, b) || a - b)[0];
  if (best === undefined) throw new Error('no Lambda size keeps the p99 budget');
  return best;
}

export type RequestType =
  | 'signIn'
  | 'signedInRead'
  | 'processList'
  | 'signedInWrite'
  | 'participationSubmit'
  | 'fileTransfer'
  | 'pdfReport';

/**
 * Anchored on the `npm run bench` figures (quiet machine; the local cloud's one Node
 * process stands for one vCPU): the whole-stack duration of a route and the bare DynamoDB
 * baseline of the same run give its waiting time, the rest is CPU. Types without a bench row
 * (writes, files) are estimated the same way from their code paths; refine them with
 * test/bench/cpuPerRequest.ts. Budgets: what a user feels as instant (reads), acceptable
 * (writes, sign-in), or waits for with a spinner (files, PDFs).
 */
export const REQUEST_PROFILES: Readonly<Record<RequestType, DurationProfile>> = {
  // POST /api/authenticate: Cognito's password check dominates.
  signIn: { cpuMs: 25, waitMs: 180, tail: 2.5, p99BudgetMs: 1500 },
  // GET /api/user/clients: 27.5 ms through the whole stack, 4.7 ms of it the bare Query.
  signedInRead: { cpuMs: 20, waitMs: 8, tail: 3, p99BudgetMs: 300 },
  // GET /api/bpmn with 2,000 models: 112.8 ms, the bare Query of the items ~60 ms of it.
  processList: { cpuMs: 50, waitMs: 60, tail: 2.5, p99BudgetMs: 1000 },
  // Model save, role change, survey send: one conditional transaction plus reads.
  signedInWrite: { cpuMs: 30, waitMs: 25, tail: 3, p99BudgetMs: 800 },
  // POST /participation/{token}/submit: the answers' TransactWrite; goal p99 ≤ 500 ms.
  participationSubmit: { cpuMs: 20, waitMs: 30, tail: 3, p99BudgetMs: 500 },
  // Uploads, exports (XLSX, CSV, BPMN, DSGVO data): files up to 10 MB are held in memory.
  fileTransfer: { cpuMs: 250, waitMs: 120, tail: 2.5, p99BudgetMs: 5000, minimumMb: 512 },
  // Report PDF (headless Chromium): 335 ms warm for 100 elements; Chromium needs over 1.6 GB.
  pdfReport: { cpuMs: 300, waitMs: 40, tail: 2.5, p99BudgetMs: 3000, minimumMb: 2048 },
};

const FILE_ROUTE = /\/(upload|export)\b|\/export\/|\/download\b/;

/** The request type a route's function serves, by what its code does. */
export function requestTypeOf(route: RouteDef): RequestType {
  if (route.area === 'reports') return 'pdfReport';
  if (route.method === 'POST' && /^\/authenticate(\/refresh)?$/.test(route.path)) return 'signIn';
  if (route.area === 'participation' && route.method !== 'GET') return 'participationSubmit';
  if (FILE_ROUTE.test(route.path)) return 'fileTransfer';
  if (route.method === 'GET' && route.path === '/bpmn') return 'processList';
  return route.method === 'GET' ? 'signedInRead' : 'signedInWrite';
}

/** Memory (MB) of a route's function: the cheapest size that keeps its request type's p99. */
export function memoryOf(route: RouteDef): number {
  return cheapestMemory(REQUEST_PROFILES[requestTypeOf(route)]);
}
