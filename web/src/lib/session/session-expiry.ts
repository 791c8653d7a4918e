import { sessionStore } from './session-store';

type ExpiryHandler = () => void;

// Until the app registers its router-aware handler, a full page load to the login is the safe default.
let onExpired: ExpiryHandler = () => window.location.assign('/');

/** The app registers how to leave when the session cannot be renewed (clear caches, go to '/'). */
export function setSessionExpiredHandler(handler: ExpiryHandler): void {
  onExpired = handler;
}

/** Drops the session and hands over to the registered handler. */
export function expireSession(): void {
  sessionStore.clear();
  onExpired();
}
