import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { serverLifecycle } from './lifecycle.js';

const require = createRequire(import.meta.url);
interface S3rverInstance {
  run(): Promise<unknown>;
  readonly httpServer: Server;
  close(): Promise<void>;
}
const S3rver: new (options: Record<string, unknown>) => S3rverInstance = require('s3rver');

/** s3rver keeps objects as files under `dataDir`; buckets are created by provisioning. */
export async function startS3(port: number, dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory: dataDir, silent: true });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...serverLifecycle('s3rver', server.httpServer, () => server.close()),
  };
}
