/**
 * CPU time per request, split into the local gateway (Node: handlers, SDK, JSON) and DynamoDB
 * Local (Java), read from /proc after a fixed number of requests. Unlike answers per second it
 * hardly depends on what else the machine is doing, so before/after comparisons stay fair.
 * Linux only. `npx tsx test/bench/cpuPerRequest.ts [/api/path ...]`.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { seedModels } from './seedModels.js';
import { signIn } from './session.js';

const REQUESTS = 400;
const CONCURRENCY = 10;
const PATHS = process.argv.length > 2 ? process.argv.slice(2) : ['/api/user/roles', '/api/bpmn'];

/** User and system CPU time of a process in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): { readonly user: number; readonly system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

const pidListeningOn = (port: string) =>
  Number(
    execSync(`ss -ltnpH 'sport = :${port}'`)
      .toString()
      .match(/pid=(\d+)/)?.[1],
  );

const cloud = await startLocalCloud();
try {
  await seedModels(cloud.dynamoEndpoint, 1, 240);
  const accessToken = await signIn(cloud.baseUrl, 'admin@demo.local');
  const gateway = pidListeningOn(new URL(cloud.baseUrl).port);
  const dynamo = pidListeningOn(new URL(cloud.dynamoEndpoint).port);
  console.log(`\nCPU per request (admin, 240 models, ${REQUESTS} requests, ${CONCURRENCY} at a time):`);
  for (const path of PATHS) {
    const call = async () => {
      const response = await fetch(`${cloud.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    };
    for (let i = 0; i < 50; i += 1) await call();
    const [gateway0, dynamo0] = [cpuMs(gateway), cpuMs(dynamo)];
    let issued = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (issued++ < REQUESTS) await call();
      }),
    );
    // The kernel's share (system time) is mostly loopback TCP: it grows with the round trips.
    const perRequest = (pid: number, before: ReturnType<typeof cpuMs>) => {
      const now = cpuMs(pid);
      const [user, system] = [(now.user - before.user) / REQUESTS, (now.system - before.system) / REQUESTS];
      return `${(user + system).toFixed(2)} ms (user ${user.toFixed(2)}, system ${system.toFixed(2)})`;
    };
    console.log(
      `  GET ${path.padEnd(18)} gateway (Node) ${perRequest(gateway, gateway0)}, DynamoDB Local (Java) ${perRequest(dynamo, dynamo0)}`,
    );
  }
} finally {
  await cloud.stop();
}
