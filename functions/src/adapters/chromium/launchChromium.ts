import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import chromium from '@sparticuz/chromium';
import { chromiumArguments } from './chromiumArguments.js';
import { DevtoolsConnection } from './devtoolsConnection.js';
import { PipeMessages } from './pipeMessages.js';

/** How much of Chromium's error output a failure report carries. */
const STDERR_TAIL_CHARS = 2_000;

/** A running headless Chromium, driven over its DevTools pipe. */
export interface RunningChromium {
  readonly connection: DevtoolsConnection;
  /** Called once when the browser has gone (exited, crashed, killed). */
  onExit(listener: () => void): void;
}

/**
 * Starts the Chromium of @sparticuz/chromium (in Lambda and locally alike; CHROMIUM_PATH names
 * another build, e.g. on macOS) and resolves once it answers on the pipe. The browser dies with
 * this process: it is killed on exit and, being a pipe client, ends when the pipe closes.
 */
export async function launchChromium(): Promise<RunningChromium> {
  const executable = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  const userDataDir = mkdtempSync(join(tmpdir(), 'report-chromium-'));
  const child = spawn(executable, chromiumArguments(chromium.args, userDataDir), {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
  });
  const connection = new DevtoolsConnection((message) => toBrowser.write(`${message}\0`));
  const messages = new PipeMessages();
  fromBrowser.on('data', (chunk: Buffer) => {
    for (const message of messages.push(chunk)) connection.receive(message);
  });
  // A write after the browser went away must not crash the function; the exit handler reports it.
  toBrowser.on('error', () => undefined);
  fromBrowser.on('error', () => undefined);

  const exitListeners: (() => void)[] = [];
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const gone = (reason: string) => {
    if (connection.closed) return;
    process.removeListener('exit', killOnExit);
    connection.close(new Error(`Chromium ${reason}${stderrTail ? `: ${stderrTail.trim()}` : ''}`));
    rmSync(userDataDir, { recursive: true, force: true });
    for (const listener of exitListeners) listener();
  };
  child.once('error', (error) => gone(`could not be started (${error.message})`));
  child.once('exit', (code, signal) => gone(`ended (${signal ?? `exit code ${code}`})`));

  try {
    await connection.send('Browser.getVersion', undefined, { timeoutMs: 30_000 });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { connection, onExit: (listener) => exitListeners.push(listener) };
}
