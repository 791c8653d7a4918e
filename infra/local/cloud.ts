import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export interface LocalCloud {
  readonly baseUrl: string;
  /** The SES emulator: GET /store lists sent mails, POST /clear-store empties it. */
  readonly mailboxUrl: string;
  /** DynamoDB Local, for benchmarks that compare with a bare query. */
  readonly dynamoEndpoint: string;
  /** The S3 emulator, for tests that read every bucket (DSGVO erasure). */
  readonly s3Endpoint: string;
  /** The environment its functions run with (settings, emulator endpoints). */
  readonly functionEnvironment: Readonly<Record<string, string>>;
  /** Seconds from process start to the first request being servable. */
  readonly startupSeconds: number;
  /** The process of the local cloud (gateway and in-process emulators). */
  readonly pid: number;
  /** Emulators running as child processes of it (DynamoDB Local, cognito-local). */
  readonly childPids: readonly number[];
  /** Resolves with the exit code when the local cloud process has ended. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts the same local cloud as `npm start` in a child process, on free ports and (by
 * default) with throw-away data, for integration and end-to-end tests.
 */
export function startLocalCloud(options: { dataDir?: string; inMemory?: boolean } = {}): Promise<LocalCloud> {
  const args = [resolve(import.meta.dirname, 'start.ts'), '--auto-ports', '--exit-with-stdin'];
  if (options.dataDir) args.push('--data-dir', options.dataDir);
  if (options.inMemory ?? !options.dataDir) args.push('--in-memory');
  // tsx as a loader in the process itself, not its CLI: the CLI relays a SIGTERM and SIGKILLs its
  // child unless that reports the signal within 30 ms, which on a busy machine left the emulators
  // orphaned. Started this way, stop() reaches the local cloud's own shutdown.
  const tsxLoader = pathToFileURL(require.resolve('tsx')).href; // tsx/dist/loader.mjs
  const child = spawn(process.execPath, ['--import', tsxLoader, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: process.env,
  });
  let log = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolveCloud, reject) => {
    const timer = setTimeout(() => reject(new Error(`local cloud did not start in 300 s:\n${log}`)), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local cloud exited (${code}):\n${log}`));
    });
    child.stderr.on('data', (chunk) => {
      log = (log + String(chunk)).slice(-20_000);
      if (process.env.LOCAL_CLOUD_DEBUG) process.stderr.write(chunk);
    });
    child.stdout.on('data', (chunk) => {
      const text = String(chunk);
      log = (log + text).slice(-20_000);
      if (process.env.LOCAL_CLOUD_DEBUG) process.stdout.write(chunk);
      const ready = /LOCAL_CLOUD_READY (\{.*\})/.exec(text);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      const info = JSON.parse(ready[1]) as {
        baseUrl: string;
        mailboxUrl: string;
        dynamoEndpoint: string;
        s3Endpoint: string;
        functionEnvironment: Record<string, string>;
        seconds: number;
        pid: number;
        childPids: Array<number | null>;
      };
      resolveCloud({
        baseUrl: info.baseUrl,
        mailboxUrl: info.mailboxUrl,
        dynamoEndpoint: info.dynamoEndpoint,
        s3Endpoint: info.s3Endpoint,
        functionEnvironment: info.functionEnvironment,
        startupSeconds: info.seconds,
        pid: info.pid,
        childPids: info.childPids.filter((pid): pid is number => typeof pid === 'number'),
        exited,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
