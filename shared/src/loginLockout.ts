/**
 * Sign-in throttling per account: after MAX_FAILURES wrong passwords within WINDOW_MS the
 * account is locked for LOCK_MS. Pure, so handlers and tests share one rule.
 */
export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

export interface LoginGuardState {
  readonly failures: number;
  readonly windowStart: number;
  readonly lockedUntil: number;
}

export const OPEN_GUARD: LoginGuardState = { failures: 0, windowStart: 0, lockedUntil: 0 };

/** Whole minutes (at least 1) the account stays locked at `now`, or 0 when it is open. */
export function lockedMinutes(state: LoginGuardState, now: number): number {
  return state.lockedUntil > now ? Math.max(1, Math.ceil((state.lockedUntil - now) / 60_000)) : 0;
}

/** The state after one more wrong password at `now`. */
export function afterFailure(state: LoginGuardState, now: number): LoginGuardState {
  const windowExpired = now - state.windowStart > LOGIN_LOCKOUT.windowMs;
  const failures = windowExpired ? 1 : state.failures + 1;
  const windowStart = windowExpired ? now : state.windowStart;
  const lockedUntil = failures >= LOGIN_LOCKOUT.maxFailures ? now + LOGIN_LOCKOUT.lockMs : state.lockedUntil;
  return { failures: failures >= LOGIN_LOCKOUT.maxFailures ? 0 : failures, windowStart, lockedUntil };
}
