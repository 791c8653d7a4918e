import { availableParallelism } from 'node:os';

/**
 * How many Lambda invocations the local gateway runs at once. In AWS every concurrent invocation
 * has its own execution environment (its own CPU share); here they all share one event loop and
 * this machine's cores with DynamoDB Local. Run all of them at once and each request gets
 * 1/N of the CPU, so under load every request is slow, the last ones past any client's timeout
 * (while the work for clients that gave up continues). A few at a time, the rest waiting in
 * arrival order, keeps the CPU as busy and answers each request after the ones before it.
 */
export const DEFAULT_CONCURRENT_INVOCATIONS = Math.max(4, 2 * availableParallelism());

/** What `run` answers for a request that was never invoked because its client had gone. */
export const ABANDONED = Symbol('abandoned before its invocation');

/** One request waiting for its invocation. */
interface Waiting {
  readonly start: () => void;
  /** True when nobody waits for the answer any more (the client closed the connection). */
  readonly abandoned: () => boolean;
  readonly skip: () => void;
}

/**
 * First come, first served invocations, at most `limit` at a time. A request whose client has
 * gone away before its turn is not invoked at all (no one would read the answer); once invoked,
 * a handler always runs to its end, as in Lambda.
 */
export class InvocationQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private head = 0;

  constructor(readonly limit: number = DEFAULT_CONCURRENT_INVOCATIONS) {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`invalid invocation limit ${limit}`);
  }

  /** Invocations running now and requests waiting for one. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length - this.head };
  }

  /**
   * Runs `invoke` in its turn; ABANDONED without invoking when `abandoned()` is true by then.
   * The turn is passed on however `invoke` ends.
   */
  run<T>(invoke: () => Promise<T>, abandoned: () => boolean = () => false): Promise<T | typeof ABANDONED> {
    return new Promise<T | typeof ABANDONED>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        let result: Promise<T>;
        try {
          result = invoke();
        } catch (error) {
          result = Promise.reject(error);
        }
        result.then(resolve, reject).finally(() => {
          this.running -= 1;
          this.next();
        });
      };
      if (this.running < this.limit && this.head === this.waiting.length) start();
      else this.waiting.push({ start, abandoned, skip: () => resolve(ABANDONED) });
    });
  }

  private next() {
    while (this.running < this.limit && this.head < this.waiting.length) {
      const turn = this.waiting[this.head] as Waiting;
      this.head += 1;
      if (turn.abandoned()) turn.skip();
      else turn.start();
    }
    // Served turns are dropped from the front now and then, so the array never keeps them.
    if (this.head === this.waiting.length || this.head > 1024) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
  }
}

/** The limit from LOCAL_LAMBDA_CONCURRENCY (a positive integer), else the default. */
export function invocationLimitFrom(value: string | undefined): number {
  const parsed = Number(value);
  return value !== undefined && Number.isSafeInteger(parsed) && parsed > 0
    ? parsed
    : DEFAULT_CONCURRENT_INVOCATIONS;
}
