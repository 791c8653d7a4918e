import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

/** What every emulator answers besides its endpoint: how to stop it, and when it died by itself. */
export interface EmulatorLifecycle {
  stop(): Promise<void>;
  /** Resolves with a reason when the emulator ends without `stop()` (crash, killed from outside). */
  readonly died: Promise<string>;
  /** The child process id, for emulators that run as a child process. */
  readonly pid?: number;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Last line of defence against orphans: whatever way this process exits (process.exit, an
 * uncaught error), every emulator child still running is killed on the way out.
 */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/** Watches a child process: stop() ends it (SIGTERM, then SIGKILL after 5 s), died() reports a crash. */
export function childLifecycle(name: string, child: ChildProcess, output: () => string): EmulatorLifecycle {
  installExitHook();
  running.add(child);
  let stopping = false;
  const died = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (!stopping) resolve(`${name} exited (${signal ?? code}): ${output().slice(-2000)}`);
    });
  });
  return {
    pid: child.pid,
    died,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

/** Watches an in-process server (s3rver, the SES emulator): died() reports when it closes by itself. */
export function serverLifecycle(name: string, server: Server, close: () => Promise<void>): EmulatorLifecycle {
  let stopping = false;
  const died = new Promise<string>((resolve) => {
    server.once('close', () => {
      if (!stopping) resolve(`${name} closed`);
    });
    server.on('error', (error) => {
      if (!stopping) resolve(`${name} failed: ${error.message}`);
    });
  });
  return {
    died,
    stop: () => {
      stopping = true;
      return close();
    },
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
