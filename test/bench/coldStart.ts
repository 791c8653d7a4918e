/**
 * `npx tsx test/bench/coldStart.ts` (part of `npm run bench`): the cold start of one route's
 * function, from process start to its first answer, against a bare handler with the same SDK
 * clients doing the same one read (test/bench/coldStart/bareHandler.ts). Both are bundled as
 * `cdk synth` bundles handlers (bundleHandlers: ESM, minified, the AWS SDK from the runtime) and
 * each repetition starts a fresh Node process that imports the bundle and answers one API Gateway
 * event against the local cloud's DynamoDB (and, for the route, its Cognito emulator: the token
 * check fetches the signing keys on a cold start as it does in Lambda). Figures only, never
 * pass/fail.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { handlerModuleOf } from '@prozesspuls/functions/routes/registry';
import { API_ROOT, routeByName, routeKey } from '@prozesspuls/shared';
import { bundleHandlers } from '../../infra/lib/bundling/handlerBundles.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';
import { startLocalCloud } from '../../infra/local/cloud.js';
import {
  type BundledAnswer,
  bundledAnswerIn,
  INVOKE_BUNDLED_HANDLER,
  signedInEvent,
} from '../support/bundledInvocation.js';
import { figureRow } from './rows.js';
import { signIn } from './session.js';
import { fmt, summarize } from './stats.js';

const ROUTE = 'getUserClients';
const USER = 'modeller@demo.local';
const REPETITIONS = 9;
/** Below the repository, so that the bundles' bare `@aws-sdk/*` imports resolve as in Lambda. */
const WORK_DIR = join(REPO_ROOT, 'infra', 'build', 'bench-cold-start');
interface Answer extends BundledAnswer {
  /** What the process wrote until it answered (the handler's log lines). */
  readonly log: string;
}

/** Process start to the first answer of `handlerFile` for `event`, in ms, and that answer. */
function coldStart(
  handlerFile: string,
  event: unknown,
  env: Readonly<Record<string, string>>,
): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '--eval', INVOKE_BUNDLED_HANDLER], {
    cwd: WORK_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      POWERTOOLS_LOG_LEVEL: 'WARN',
      BUNDLED_HANDLER_FILE: handlerFile,
      BUNDLED_EVENT: JSON.stringify(event),
    },
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const answer = bundledAnswerIn(out);
      if (answer) resolve({ ms: performance.now() - started, answer: { ...answer, log: out + err } });
    });
    child.stderr.on('data', (chunk) => {
      err += String(chunk);
    });
    child.on('exit', (code) =>
      reject(new Error(`${handlerFile} exited (${code}) without answering:\n${err}`)),
    );
  });
}

interface Contender {
  readonly name: string;
  readonly handlerFile: string;
  readonly event: unknown;
}

/**
 * Cold starts of both contenders, taken in turns (route, bare, route, bare …): a change in the
 * machine's load while the bench runs then hits both alike instead of one of them.
 */
async function alternatingColdStarts(
  contenders: readonly [Contender, Contender],
  env: Readonly<Record<string, string>>,
) {
  const durations: [number[], number[]] = [[], []];
  for (let i = 0; i < REPETITIONS; i += 1) {
    for (const [index, { name, handlerFile, event }] of contenders.entries()) {
      const { ms, answer } = await coldStart(handlerFile, event, env);
      if (answer.statusCode !== 200)
        throw new Error(`${name} answered ${answer.statusCode}: ${answer.body}\n${answer.log}`);
      durations[index]?.push(ms);
    }
  }
  return [summarize(durations[0]), summarize(durations[1])] as const;
}

rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });
const cloud = await startLocalCloud();
try {
  const module = handlerModuleOf(ROUTE);
  const [routeBundle, bareBundle] = await Promise.all([
    bundleHandlers({ modules: [module], outdir: join(WORK_DIR, 'route') }),
    bundleHandlers({
      modules: ['bareHandler'],
      outdir: join(WORK_DIR, 'bare'),
      sourceDir: join(import.meta.dirname, 'coldStart'),
    }),
  ]);
  writeFileSync(join(WORK_DIR, 'package.json'), '{ "type": "module" }\n');
  const accessToken = await signIn(cloud.baseUrl, USER);
  const route = routeByName(ROUTE);
  const key = routeKey(route, API_ROOT);
  const path = key.split(' ')[1] ?? '';
  const event = (queryString = '') => signedInEvent({ routeKey: key, path, accessToken, queryString });
  const env = cloud.functionEnvironment;
  const routeFile = join(routeBundle.directoryOf(module), `${module}.mjs`);
  const bareFile = join(bareBundle.directory, 'bareHandler.mjs');
  const routeStart: Contender = { name: key, handlerFile: routeFile, event: event() };
  const bareStart: Contender = {
    name: 'bare handler',
    handlerFile: bareFile,
    event: event(`userId=${encodeURIComponent(USER)}`),
  };
  // One unmeasured start of each: the first process pays for reading the files from disk.
  await coldStart(routeFile, routeStart.event, env);
  await coldStart(bareFile, bareStart.event, env);
  const [measured, bare] = await alternatingColdStarts([routeStart, bareStart], env);
  console.log(
    `\nCold start, process start → first answer (${REPETITIONS} fresh processes each, taken in turns):`,
  );
  console.log(`  ${key} (${module}): ${fmt(measured)}`);
  console.log(`  bare handler, same SDK clients, the same one Query: ${fmt(bare)}`);
  console.log(
    figureRow(
      `cold start ${key} vs a bare handler with the same SDK clients`,
      '≤ 1.5×',
      measured.medianMs,
      bare.medianMs,
    ),
  );
} finally {
  await cloud.stop();
  rmSync(WORK_DIR, { recursive: true, force: true });
}
