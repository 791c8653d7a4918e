import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isPortFree, waitFor } from '../ports.js';
import { childLifecycle } from './lifecycle.js';

const require = createRequire(import.meta.url);

/**
 * cognito-local runs as a child process because it keeps its data in `./.cognito` below its
 * working directory. Its token issuer is pinned to the port it really listens on.
 */
export async function startCognito(port: number, dataDir: string) {
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  const issuerDomain = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify(
      { TokenConfig: { IssuerDomain: issuerDomain }, UserPoolDefaults: { UsernameAttributes: [] } },
      null,
      2,
    ),
  );
  const entry = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: unknown) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const lifecycle = childLifecycle('cognito-local', child, () => output);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`cognito-local exited (${code}): ${output}`))),
  );
  await Promise.race([waitFor('cognito-local', async () => !(await isPortFree(port))), exited]);
  exited.catch(() => undefined);
  return { endpoint: issuerDomain, issuerDomain, ...lifecycle };
}
