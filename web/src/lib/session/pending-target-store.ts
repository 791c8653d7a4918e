import { rememberTarget, takeTarget } from './pending-target';
import { browserStorage } from './session-store';

const storage = browserStorage();

/** Where a signed-out visitor wanted to go, kept through login, password set and joining a client. */
export const pendingTarget = {
  remember(path: string): void {
    rememberTarget(storage, path, Date.now());
  },
  /** The remembered path (once), else `fallback`. */
  take(fallback: string): string {
    return takeTarget(storage, Date.now()) ?? fallback;
  },
};
