import type { Server } from 'node:http';
import { serverLifecycle } from './lifecycle.js';

type StartMailServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/** aws-ses-v2-local: SESv2 endpoint plus a mailbox with a web view and `GET /store`. */
export async function startMail(port: number) {
  const mod = (await import('aws-ses-v2-local')) as unknown as {
    default: StartMailServer | { default: StartMailServer };
  };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  const server = await start({ host: '127.0.0.1', port });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    mailboxUrl: `http://localhost:${port}`,
    ...serverLifecycle(
      'aws-ses-v2-local',
      server,
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve());
        }),
    ),
  };
}
