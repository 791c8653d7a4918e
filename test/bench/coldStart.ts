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
import { figureRow } from './rows.js';
import { signIn } from './session.js';
import { fmt, summarize } from './stats.js';

const ROUTE = 'getUserClients';
const USER = 'modeller@demo.local';
const REPETITIONS = 9;
/** Below the repository, so that the bundles' bare `@aws-sdk/*` imports resolve as in Lambda. */
const WORK_DIR = join(REPO_ROOT, 'infra', 'build', 'bench-cold-start');
/** The answer's marker on stdout: a handler's own log lines may come before it. */
const ANSWER = 'COLD_START_ANSWER ';

/**
 * What the fresh process runs: import the bundle, answer one event with a Lambda-like context,
 * print the answer and leave (the SDK's keep-alive sockets would hold the process open). The
 * context grants 60 s instead of the deployed 10 s: the figure is the time taken, and on a busy
 * machine middy's timeout would turn a slow start into a 500 instead of a figure.
 */
const INVOKE = `
const { handler } = await import(process.env.BENCH_HANDLER_FILE);
const event = JSON.parse(process.env.BENCH_EVENT);
const deadline = Date.now() + 60000;
const context = {
  callbackWaitsForEmptyEventLoop: false, functionName: 'bench', functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:bench', memoryLimitInMB: '512',
  awsRequestId: 'bench', logGroupName: '/aws/lambda/bench', logStreamName: 'bench',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done() {}, fail() {}, succeed() {},
};
const result = await handler(event, context);
process.stdout.write('${ANSWER}' + JSON.stringify({ statusCode: result.statusCode, body: result.body }) + '\\n');
process.exit(0);
`;

interface Answer {
  readonly statusCode: number;
  readonly body: string;
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
  const child = spawn(process.execPath, ['--input-type=module', '--eval', INVOKE], {
    cwd: WORK_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      POWERTOOLS_LOG_LEVEL: 'WARN',
      BENCH_HANDLER_FILE: handlerFile,
      BENCH_EVENT: JSON.stringify(event),
    },
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const line = out.split('\n').find((l) => l.startsWith(ANSWER));
      if (line)
        resolve({
          ms: performance.now() - started,
          answer: { ...JSON.parse(line.slice(ANSWER.length)), log: out + err },
        });
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
  const [method = 'GET', path = ''] = key.split(' ');
  const event = (queryString = '') => ({
    version: '2.0',
    routeKey: key,
    rawPath: path,
    rawQueryString: queryString,
    headers: { authorization: `Bearer ${accessToken}`, host: 'localhost' },
    queryStringParameters: queryString ? Object.fromEntries(new URLSearchParams(queryString)) : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  });
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
