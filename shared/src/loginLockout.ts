/**
 * Sign-in throttling per account: at most MAX_FAILURES password checks may be under way or
 * have failed within WINDOW_MS; the check that makes the MAX_FAILURES-th failure locks the
 * account for LOCK_MS. Pure, so handlers and tests share one rule; the data layer enforces the
 * same rule with conditional updates (a check slot is reserved before the password is checked),
 * so parallel guesses cannot get more than MAX_FAILURES checks per window.
 */
export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

export interface LoginGuardState {
  /** Wrong passwords counted in the current window. */
  readonly failures: number;
  readonly windowStart: number;
  readonly lockedUntil: number;
  /** Check slots taken in the current window: failed checks plus checks still under way. */
  readonly attempts?: number;
}

export const OPEN_GUARD: LoginGuardState = { failures: 0, windowStart: 0, lockedUntil: 0, attempts: 0 };

/** Whole minutes (at least 1) the account stays locked at `now`, or 0 when it is open. */
export function lockedMinutes(state: LoginGuardState, now: number): number {
  return state.lockedUntil > now ? Math.max(1, Math.ceil((state.lockedUntil - now) / 60_000)) : 0;
}

/** True when the window of `state` has passed at `now` (a new one starts with the next check). */
export function windowExpired(state: LoginGuardState, now: number): boolean {
  return now - state.windowStart > LOGIN_LOCKOUT.windowMs;
}

/**
 * Whether a password check may start at `now`: 'inWindow' takes one more slot of the current
 * window, 'newWindow' starts a fresh window (the old one passed or its lock ran out), 'refused'
 * means the account is locked or all slots of the window are taken.
 */
export function slotDecision(state: LoginGuardState, now: number): 'inWindow' | 'newWindow' | 'refused' {
  if (state.lockedUntil > now) return 'refused';
  if (windowExpired(state, now) || state.lockedUntil > 0) return 'newWindow';
  return (state.attempts ?? state.failures) < LOGIN_LOCKOUT.maxFailures ? 'inWindow' : 'refused';
}

/** The minutes announced to a refused caller: the lock's rest, or a whole lock period while slots are taken. */
export function refusedMinutes(state: LoginGuardState, now: number): number {
  const lockPeriod = Math.ceil(LOGIN_LOCKOUT.lockMs / 60_000);
  // Capped: a lock set by a parallel request a moment later must not announce a minute more.
  return Math.min(lockPeriod, lockedMinutes(state, now) || lockPeriod);
}

/** The state after one more wrong password at `now`. */
export function afterFailure(state: LoginGuardState, now: number): LoginGuardState {
  const expired = windowExpired(state, now);
  const failures = expired ? 1 : state.failures + 1;
  const windowStart = expired ? now : state.windowStart;
  const lockedUntil = failures >= LOGIN_LOCKOUT.maxFailures ? now + LOGIN_LOCKOUT.lockMs : state.lockedUntil;
  return { failures: failures >= LOGIN_LOCKOUT.maxFailures ? 0 : failures, windowStart, lockedUntil };
}
