import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  LOGIN_LOCKOUT,
  lockedMinutes,
  OPEN_GUARD,
  refusedMinutes,
  slotDecision,
} from './loginLockout.js';

const t0 = 1_000_000_000_000;

describe('login lockout', () => {
  it('locks the account on the fifth wrong password within the window', () => {
    let state = OPEN_GUARD;
    for (let i = 1; i < LOGIN_LOCKOUT.maxFailures; i += 1) {
      state = afterFailure(state, t0 + i * 1000);
      expect(lockedMinutes(state, t0 + i * 1000)).toBe(0);
    }
    state = afterFailure(state, t0 + 10_000);
    expect(lockedMinutes(state, t0 + 10_000)).toBe(15);
    expect(lockedMinutes(state, t0 + 10_000 + LOGIN_LOCKOUT.lockMs)).toBe(0);
  });

  it('starts counting afresh when the window has passed', () => {
    let state = OPEN_GUARD;
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures - 1; i += 1) state = afterFailure(state, t0);
    state = afterFailure(state, t0 + LOGIN_LOCKOUT.windowMs + 1);
    expect(state.failures).toBe(1);
    expect(lockedMinutes(state, t0 + LOGIN_LOCKOUT.windowMs + 1)).toBe(0);
  });

  it('rounds the remaining lock up to whole minutes, at least one', () => {
    expect(lockedMinutes({ failures: 0, windowStart: 0, lockedUntil: t0 + 1 }, t0)).toBe(1);
    expect(lockedMinutes({ failures: 0, windowStart: 0, lockedUntil: t0 + 61_000 }, t0)).toBe(2);
  });

  it('gives at most maxFailures check slots per window, counting checks still under way', () => {
    const open = { failures: 0, windowStart: t0, lockedUntil: 0 };
    expect(slotDecision(OPEN_GUARD, t0)).toBe('newWindow');
    expect(slotDecision({ ...open, attempts: LOGIN_LOCKOUT.maxFailures - 1 }, t0 + 1)).toBe('inWindow');
    expect(slotDecision({ ...open, attempts: LOGIN_LOCKOUT.maxFailures }, t0 + 1)).toBe('refused');
    expect(refusedMinutes({ ...open, attempts: LOGIN_LOCKOUT.maxFailures }, t0 + 1)).toBe(15);
    expect(
      slotDecision({ ...open, attempts: LOGIN_LOCKOUT.maxFailures }, t0 + LOGIN_LOCKOUT.windowMs + 1),
    ).toBe('newWindow');
  });

  it('refuses while locked and starts a new window once the lock has run out', () => {
    const locked = { failures: 5, windowStart: t0, lockedUntil: t0 + 60_000, attempts: 5 };
    expect(slotDecision(locked, t0 + 59_999)).toBe('refused');
    expect(refusedMinutes(locked, t0)).toBe(1);
    expect(refusedMinutes({ ...locked, lockedUntil: t0 + LOGIN_LOCKOUT.lockMs + 500 }, t0)).toBe(15);
    expect(slotDecision(locked, t0 + 60_000)).toBe('newWindow');
  });
});
