import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSaver, type ParticipationProgress } from './progress-saver';

const progress = (value: number, currentPageNo = 0): ParticipationProgress => ({
  answers: { q1: value },
  currentPageNo,
});

describe('createProgressSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the newest progress once the participant pauses', async () => {
    const save = vi.fn(async () => undefined);
    const saver = createProgressSaver(save, { delayMs: 500 });
    saver.schedule(progress(1));
    saver.schedule(progress(2));
    saver.schedule(progress(3, 1));
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(progress(3, 1), false);
  });

  it('flushes pending progress at once (page hidden) with keepalive', async () => {
    const save = vi.fn(async () => undefined);
    const saver = createProgressSaver(save, { delayMs: 500 });
    saver.schedule(progress(4));
    await saver.flush({ keepalive: true });
    expect(save).toHaveBeenCalledWith(progress(4), true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never lets an older save overtake a newer one', async () => {
    const order: number[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn((p: ParticipationProgress) => {
      const value = p.answers.q1 as number;
      if (value === 1) {
        return new Promise<void>((resolve) => {
          release = () => {
            order.push(1);
            resolve();
          };
        });
      }
      order.push(value);
      return Promise.resolve();
    });
    const saver = createProgressSaver(save, { delayMs: 10 });
    saver.schedule(progress(1));
    await vi.advanceTimersByTimeAsync(10);
    saver.schedule(progress(2));
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual([]);
    release();
    await saver.flush();
    expect(order).toEqual([1, 2]);
  });

  it('keeps a failed save and retries it with the next flush', async () => {
    const errors: unknown[] = [];
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createProgressSaver(save, { delayMs: 10, onError: (error) => errors.push(error) });
    saver.schedule(progress(5));
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toHaveLength(1);
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(progress(5), false);
  });
});
