import {
  LOGIN_LOCKOUT,
  lockedMinutes,
  MSG,
  OPEN_GUARD,
  refusedMinutes,
  slotDecision,
} from '@prozesspuls/shared';
import {
  type CheckSlot,
  countFailure,
  loadLoginGuard,
  lockWindow,
  releaseSlot,
  startLoginWindow,
  takeSlotInWindow,
} from '../../data/repositories/loginGuard.js';
import { RateLimited } from '../errors.js';

export type { CheckSlot };

/**
 * Reserves the right to check one password of `userId` at `now`, or refuses with 429 and the
 * specified lock message. Each attempt is one conditional update (data/repositories/loginGuard.ts);
 * a lost race just tries again.
 */
export async function reserveCheck(userId: string, now = Date.now()): Promise<CheckSlot> {
  for (let round = 0; round < 3; round += 1) {
    const slot = (await takeSlotInWindow(userId, now)) ?? (await startLoginWindow(userId, now));
    if (slot) return slot;
    const state = await loadLoginGuard(userId);
    if (slotDecision(state, now) === 'refused')
      throw new RateLimited(MSG.loginLocked(refusedMinutes(state, now)));
  }
  throw new RateLimited(MSG.loginLocked(refusedMinutes(await loadLoginGuard(userId), now)));
}

/**
 * Records a wrong password on its slot (which stays taken); the failure that reaches the
 * maximum locks the account. Answers the minutes of a lock it caused (0 when none).
 */
export async function recordFailure(slot: CheckSlot, now = Date.now()): Promise<number> {
  const failures = await countFailure(slot);
  // undefined: the window was replaced meanwhile, nothing to count.
  if (failures === undefined || failures < LOGIN_LOCKOUT.maxFailures) return 0;
  const lockedUntil = now + LOGIN_LOCKOUT.lockMs;
  if (!(await lockWindow(slot, lockedUntil))) return 0;
  return lockedMinutes({ ...OPEN_GUARD, lockedUntil }, now);
}

/** Gives a slot back: the password was right, or no check happened (Cognito failed). */
export const releaseCheck = releaseSlot;
