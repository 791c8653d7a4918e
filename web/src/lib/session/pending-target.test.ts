import { describe, expect, it } from 'vitest';
import { PENDING_TARGET_TTL_MS, rememberTarget, takeTarget } from './pending-target';
import { memoryStorage } from './session';

const SHARE_PATH = '/modelEdit/6f1c/share/1/abcDEF_123';

describe('pending target of a signed-out visitor', () => {
  it('keeps a share link for the sign-in and hands it out once', () => {
    const storage = memoryStorage();
    rememberTarget(storage, SHARE_PATH, 1000);
    expect(takeTarget(storage, 2000)).toBe(SHARE_PATH);
    expect(takeTarget(storage, 2000)).toBeNull();
  });

  it('forgets a target older than a day', () => {
    const storage = memoryStorage();
    rememberTarget(storage, SHARE_PATH, 0);
    expect(takeTarget(storage, PENDING_TARGET_TTL_MS + 1)).toBeNull();
  });

  it('never keeps another origin or the login as target', () => {
    const storage = memoryStorage();
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/']) {
      rememberTarget(storage, path, 0);
      expect(takeTarget(storage, 1)).toBeNull();
    }
    storage.setItem('prozesspuls.pendingTarget', JSON.stringify({ path: '//evil.example', at: 0 }));
    expect(takeTarget(storage, 1)).toBeNull();
    storage.setItem('prozesspuls.pendingTarget', '{broken');
    expect(takeTarget(storage, 1)).toBeNull();
  });
});
