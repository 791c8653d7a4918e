import { describe, expect, it } from 'vitest';
import { EDIT_LOCK_TTL_MS, effectiveEditor } from './editLock.js';

describe('edit lock', () => {
  const now = 1_800_000_000_000;
  it('holds while the heartbeat is fresh and expires 10 minutes after the last one', () => {
    expect(effectiveEditor('max@x', now - 1000, now)).toBe('max@x');
    expect(effectiveEditor('max@x', now - EDIT_LOCK_TTL_MS, now)).toBe('max@x');
    expect(effectiveEditor('max@x', now - EDIT_LOCK_TTL_MS - 1, now)).toBeNull();
    expect(effectiveEditor(null, now, now)).toBeNull();
    expect(effectiveEditor('max@x', undefined, now)).toBeNull();
  });
});
