import { useSyncExternalStore } from 'react';
import type { Session } from './session';
import { sessionStore } from './session-store';

/** The current session; re-renders on login, logout, token refresh and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
