import { describe, expect, it } from 'vitest';
import { ABANDONED, InvocationQueue, invocationLimitFrom } from '../../infra/local/invocations.js';

/** A promise settled from outside, standing in for a running handler. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise((done) => setImmediate(done));

describe('local gateway invocation queue', () => {
  it('runs at most `limit` invocations at once and starts the others in arrival order', async () => {
    const queue = new InvocationQueue(2);
    const started: number[] = [];
    const handlers = Array.from({ length: 5 }, () => deferred<string>());
    const answers = handlers.map((handler, i) =>
      queue.run(() => {
        started.push(i);
        return handler.promise;
      }),
    );
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    handlers[1]?.resolve('b');
    await settled();
    expect(started).toEqual([0, 1, 2]);
    handlers[0]?.resolve('a');
    await settled();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const handler of handlers.slice(2)) handler.resolve('later');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'later', 'later', 'later']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('passes the turn on when an invocation fails, and answers the failure to its caller', async () => {
    const queue = new InvocationQueue(1);
    const failing = queue.run(() => Promise.reject(new Error('handler failed')));
    const throwing = queue.run(() => {
      throw new Error('thrown before any promise');
    });
    const next = queue.run(async () => 'served');
    await expect(failing).rejects.toThrow('handler failed');
    await expect(throwing).rejects.toThrow('thrown before any promise');
    expect(await next).toBe('served');
  });

  it('never invokes a request whose client left while it waited', async () => {
    const queue = new InvocationQueue(1);
    const first = deferred<string>();
    let invokedLeft = false;
    const running = queue.run(() => first.promise);
    const left = queue.run(
      async () => {
        invokedLeft = true;
        return 'nobody reads this';
      },
      () => true,
    );
    const waiting = queue.run(
      async () => 'still wanted',
      () => false,
    );
    first.resolve('first');
    expect(await running).toBe('first');
    expect(await left).toBe(ABANDONED);
    expect(invokedLeft).toBe(false);
    expect(await waiting).toBe('still wanted');
  });

  it('starts a request at once when a slot is free, whether or not its client is still there', async () => {
    const queue = new InvocationQueue(1);
    expect(
      await queue.run(
        async () => 'run',
        () => true,
      ),
    ).toBe('run');
  });

  it('takes its limit from a positive integer and falls back to the default otherwise', () => {
    const fallback = invocationLimitFrom(undefined);
    expect(fallback).toBeGreaterThanOrEqual(4);
    expect(invocationLimitFrom('3')).toBe(3);
    for (const bad of ['', '0', '-2', '1.5', 'viele']) expect(invocationLimitFrom(bad)).toBe(fallback);
    expect(() => new InvocationQueue(0)).toThrow();
  });
});
