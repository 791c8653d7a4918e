import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withTimeout } from './chunk-load';

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the value when it arrives in time', async () => {
    const result = withTimeout(Promise.resolve('screen'), 120_000, () => new ChunkLoadError());
    await expect(result).resolves.toBe('screen');
  });

  it('rejects with a ChunkLoadError after 120 s', async () => {
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 120_000, () => new ChunkLoadError());
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    result
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('passes the original failure through', async () => {
    const result = withTimeout(Promise.reject(new Error('boom')), 1000, () => new ChunkLoadError());
    await expect(result).rejects.toThrow('boom');
  });
});

describe('isChunkLoadError', () => {
  it('recognises timeouts and failed dynamic imports', () => {
    expect(isChunkLoadError(new ChunkLoadError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('does not mistake other errors for it', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
