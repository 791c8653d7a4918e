import type { LoginResponse, RefreshResponse } from '@prozesspuls/shared';

/**
 * What the browser keeps of a sign-in: tokens, the user and the client. Never the password.
 * `expiresAt` is epoch milliseconds, derived from the server's `expiresIn` seconds.
 */
export interface Session {
  readonly userId: string;
  readonly clientId: number;
  readonly accessToken: string;
  readonly idToken: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
}

/** The subset of the Web Storage API the session needs, so tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that lives in memory only: where localStorage is refused, and in tests. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

export const SESSION_STORAGE_KEY = 'prozesspuls.session';

export function sessionFromLogin(login: LoginResponse, now: number): Session {
  return {
    userId: login.userId,
    clientId: login.clientId,
    accessToken: login.accessToken,
    idToken: login.idToken,
    refreshToken: login.refreshToken,
    expiresAt: now + login.expiresIn * 1000,
  };
}

/** Cognito may or may not rotate the refresh token; keep the old one when none comes back. */
export function sessionAfterRefresh(session: Session, refreshed: RefreshResponse, now: number): Session {
  return {
    ...session,
    accessToken: refreshed.accessToken,
    idToken: refreshed.idToken,
    refreshToken: refreshed.refreshToken ?? session.refreshToken,
    expiresAt: now + refreshed.expiresIn * 1000,
  };
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userId === 'string' &&
    candidate.userId.length > 0 &&
    typeof candidate.clientId === 'number' &&
    typeof candidate.accessToken === 'string' &&
    candidate.accessToken.length > 0 &&
    typeof candidate.idToken === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.expiresAt === 'number'
  );
}

/** The stored session, or null when there is none or it is unreadable (then it is dropped). */
export function readSession(storage: KeyValueStorage): Session | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) return parsed;
  } catch {
    // fall through: a damaged entry must not lock the user out of the login page
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function writeSession(storage: KeyValueStorage, session: Session): void {
  // Spell the fields out so nothing else that might sit on the object is ever persisted.
  const { userId, clientId, accessToken, idToken, refreshToken, expiresAt } = session;
  storage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ userId, clientId, accessToken, idToken, refreshToken, expiresAt }),
  );
}

export function clearSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
