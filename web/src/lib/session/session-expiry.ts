import { sessionStore } from './session-store';

type ExpiryHandler = () => void;

// Until the app registers its router-aware handler, a full page load to the login is the safe default.
let onExpired: ExpiryHandler = () => window.location.assign('/');

/** Caches of this user's data, emptied when the session ends. */
const forgetters = new Set<() => void>();

/** The app registers how to leave when the session cannot be renewed (go to '/'). */
export function setSessionExpiredHandler(handler: ExpiryHandler): void {
  onExpired = handler;
}

/**
 * A cache of this user's data registers how it is emptied: it is loaded after the app (the login
 * page does without it), so it cannot be handed to the app's handler.
 */
export function forgetOnSessionExpiry(forget: () => void): void {
  forgetters.add(forget);
}

/** Drops the session, empties this user's caches and hands over to the registered handler. */
export function expireSession(): void {
  sessionStore.clear();
  for (const forget of forgetters) forget();
  onExpired();
}
