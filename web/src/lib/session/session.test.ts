import type { LoginResponse } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  type KeyValueStorage,
  readSession,
  SESSION_STORAGE_KEY,
  sessionAfterRefresh,
  sessionFromLogin,
  writeSession,
} from './session';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const login: LoginResponse = {
  clientId: 1,
  userId: 'admin@demo.local',
  accessToken: 'access-1',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  expiresIn: 3600,
};

describe('session storage', () => {
  it('derives the expiry from expiresIn seconds', () => {
    expect(sessionFromLogin(login, 1_000).expiresAt).toBe(1_000 + 3_600_000);
  });

  it('round-trips a session', () => {
    const storage = memoryStorage();
    const session = sessionFromLogin(login, 0);
    writeSession(storage, session);
    expect(readSession(storage)).toEqual(session);
  });

  it('never stores a password, even when one sneaks onto the object', () => {
    const storage = memoryStorage();
    const withPassword = { ...sessionFromLogin(login, 0), password: 'Prozess!2026' };
    writeSession(storage, withPassword);
    const raw = storage.entries.get(SESSION_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('Prozess!2026');
    expect(raw).not.toContain('password');
  });

  it('returns null and drops a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readSession(storage)).toBeNull();
    expect(storage.entries.has(SESSION_STORAGE_KEY)).toBe(false);

    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'x' }));
    expect(readSession(storage)).toBeNull();
    expect(storage.entries.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('returns null when nothing is stored', () => {
    expect(readSession(memoryStorage())).toBeNull();
  });

  it('clears the session', () => {
    const storage = memoryStorage();
    writeSession(storage, sessionFromLogin(login, 0));
    clearSession(storage);
    expect(readSession(storage)).toBeNull();
  });

  it('keeps the old refresh token when the refresh answer has none', () => {
    const session = sessionFromLogin(login, 0);
    const refreshed = sessionAfterRefresh(session, { accessToken: 'a2', idToken: 'i2', expiresIn: 60 }, 10);
    expect(refreshed).toMatchObject({
      accessToken: 'a2',
      idToken: 'i2',
      refreshToken: 'refresh-1',
      expiresAt: 60_010,
    });
    const rotated = sessionAfterRefresh(
      session,
      { accessToken: 'a3', idToken: 'i3', refreshToken: 'r3', expiresIn: 60 },
      0,
    );
    expect(rotated.refreshToken).toBe('r3');
  });
});
