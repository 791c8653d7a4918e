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

/**
 * Sent on every answer of the local document store, as the document-download distribution's
 * response headers policy does in the cloud (infra/lib/stacks/webStack.ts): a downloaded file is
 * never sniffed into another type than the allow-listed one it is served with.
 */
export const DOCUMENT_DOWNLOAD_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** s3rver keeps objects as files under `dataDir`; buckets are created by provisioning. */
export async function startS3(port: number, dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory: dataDir, silent: true });
  await server.run();
  // Before s3rver's own listener, so its answers keep the headers.
  server.httpServer.prependListener('request', (_request, response) => {
    for (const [name, value] of Object.entries(DOCUMENT_DOWNLOAD_HEADERS)) response.setHeader(name, value);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...serverLifecycle('s3rver', server.httpServer, () => server.close()),
  };
}
