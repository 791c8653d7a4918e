import type { KeyValueStorage } from './session';

export const PENDING_TARGET_KEY = 'prozesspuls.pendingTarget';

/**
 * A signed-out visitor's target (a share link above all) waits this long for the sign-in: long
 * enough for an invitation mail and setting a password, short enough not to surprise a later user.
 */
export const PENDING_TARGET_TTL_MS = 24 * 60 * 60 * 1000;

/** Only a path inside the app is a target: never another origin ('//host', 'https:'), never the login itself. */
export function isAppTarget(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path !== '/';
}

/** Remembers where a signed-out visitor wanted to go (a share link survives the login). */
export function rememberTarget(storage: KeyValueStorage, path: string, now: number): void {
  if (!isAppTarget(path)) return;
  try {
    storage.setItem(PENDING_TARGET_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // No storage: the visitor lands on the menu as before.
  }
}

/**
 * The remembered target, once: it is removed as it is read, so the next sign-in goes to the menu
 * again. Stale or malformed entries count as none.
 */
export function takeTarget(storage: KeyValueStorage, now: number): string | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(PENDING_TARGET_KEY);
    storage.removeItem(PENDING_TARGET_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { path, at } = parsed as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number') return null;
    if (now - at > PENDING_TARGET_TTL_MS || !isAppTarget(path)) return null;
    return path;
  } catch {
    return null;
  }
}
