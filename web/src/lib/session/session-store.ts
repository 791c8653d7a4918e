import {
  clearSession,
  type KeyValueStorage,
  memoryStorage,
  readSession,
  SESSION_STORAGE_KEY,
  type Session,
  writeSession,
} from './session';

/** localStorage can throw (privacy modes, quota); then the session lives in memory only. */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__prozesspuls_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

const storage = browserStorage();
const listeners = new Set<() => void>();
// undefined: not read yet. Cached so useSyncExternalStore sees a stable snapshot.
let snapshot: Session | null | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

/** The one place that reads and writes the signed-in session; React subscribes through useSession. */
export const sessionStore = {
  get(): Session | null {
    if (snapshot === undefined) snapshot = readSession(storage);
    return snapshot;
  },
  set(session: Session): void {
    writeSession(storage, session);
    snapshot = session;
    emit();
  },
  clear(): void {
    clearSession(storage);
    snapshot = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A login or logout in another tab changes localStorage there; follow it here.
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
  snapshot = undefined;
  emit();
});
