import type { RefreshResponse } from '@prozesspuls/shared';
import { type Session, sessionAfterRefresh } from './session';
import { sessionStore } from './session-store';

let inFlight: Promise<Session | null> | undefined;

async function requestRefresh(session: Session): Promise<Session | null> {
  try {
    const response = await fetch('/api/authenticate/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    if (!response.ok) return null;
    const refreshed = (await response.json()) as RefreshResponse;
    // The user may have logged out while the request was on its way.
    if (sessionStore.get()?.refreshToken !== session.refreshToken) return sessionStore.get();
    const renewed = sessionAfterRefresh(session, refreshed, Date.now());
    sessionStore.set(renewed);
    return renewed;
  } catch {
    return null;
  }
}

/**
 * POST /api/authenticate/refresh — renews the tokens. Several calls failing with 401 at once
 * share one refresh, so a rotated refresh token is never used twice. Null when it cannot be renewed.
 */
export function refreshSession(): Promise<Session | null> {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(null);
  inFlight ??= requestRefresh(session).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
