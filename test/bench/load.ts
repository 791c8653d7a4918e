/**
 * Load figures: `GET /api/bpmn` as the demo admin with 240 models in the tenant,
 * at 50 and 200 concurrent connections, next to a bare Node server that answers the same JSON
 * body from memory — the ceiling of this machine for an HTTP answer of that size.
 * Figures only, never pass/fail. `npx tsx test/bench/load.ts` runs this block alone.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { figureRow } from './rows.js';
import { seedModels } from './seedModels.js';
import { signIn } from './session.js';

const MODELS = 240;
const CONNECTIONS = [50, 200] as const;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

interface LoadFigures {
  readonly answersPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
}

async function load(
  url: string,
  connections: number,
  headers: Record<string, string>,
  duration = SECONDS,
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration, headers, timeout: 10 });
  return {
    answersPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const line = (label: string, f: LoadFigures) =>
  `${label.padEnd(44)} ${f.answersPerSecond.toFixed(0).padStart(7)}/s  p50 ${String(f.p50Ms).padStart(5)} ms  p99 ${String(f.p99Ms).padStart(5)} ms  errors ${f.errors}, timeouts ${f.timeouts}, non-2xx ${f.non2xx}`;

/** A bare Node HTTP server in its own process, answering `body` to every request. */
function startBareServer(body: string): Promise<{ url: string; stop: () => void }> {
  const source = `
    const body = ${JSON.stringify(body)};
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
    child.stdout.on('data', (chunk) => {
      const port = /PORT (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/`, stop: () => child.kill() });
    });
  });
}

const cloud = await startLocalCloud();
try {
  await seedModels(cloud.dynamoEndpoint, 1, MODELS);
  const accessToken = await signIn(cloud.baseUrl, 'admin@demo.local');
  const headers = { authorization: `Bearer ${accessToken}` };
  const listUrl = `${cloud.baseUrl}/api/bpmn`;
  const sample = await fetch(listUrl, { headers });
  const body = await sample.text();
  if (sample.status !== 200) throw new Error(`GET /api/bpmn answered ${sample.status}: ${body}`);
  const bare = await startBareServer(body);
  try {
    console.log(
      `\nLoad: GET /api/bpmn as admin, ${(JSON.parse(body) as unknown[]).length} models (${(body.length / 1024).toFixed(0)} KiB JSON), ${SECONDS} s per run`,
    );
    for (const connections of CONNECTIONS) {
      await load(listUrl, 10, headers, 3); // warm-up of handler modules and JIT
      const api = await load(listUrl, connections, headers);
      const baseline = await load(bare.url, connections, {});
      console.log(line(`GET /api/bpmn, ${connections} connections`, api));
      console.log(line(`bare Node server, ${connections} connections`, baseline));
      if (connections === 200) {
        console.log(
          figureRow(
            '200 concurrent clients, GET /api/bpmn p99 vs a bare server with the same body',
            '0 errors, 0 timeouts, p99 ≤ 1,000 ms',
            api.p99Ms,
            baseline.p99Ms,
            `errors ${api.errors}, timeouts ${api.timeouts}, non-2xx ${api.non2xx}`,
          ),
        );
      }
    }
  } finally {
    bare.stop();
  }
} finally {
  await cloud.stop();
}
