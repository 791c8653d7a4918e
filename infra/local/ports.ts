import { createServer } from 'node:net';

/** True when nothing listens on the port (on loopback). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, host);
  });
}

/** A port the OS picks as free right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, host, () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
  });
}

/** The preferred port when it is free, else any free port. */
export async function portOrFree(preferred: number | undefined): Promise<number> {
  if (preferred !== undefined && (await isPortFree(preferred))) return preferred;
  return freePort();
}

/** Polls until `probe` resolves true or the deadline passes. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}
