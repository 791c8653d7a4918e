import {
  afterFailure,
  LOGIN_LOCKOUT,
  type LoginGuardState,
  lockedMinutes,
  OPEN_GUARD,
} from '@prozesspuls/shared';
import { getDb } from '../../data/db.js';

async function load(userId: string): Promise<LoginGuardState> {
  const { data } = await getDb().entities.loginGuard.get({ userId }).go();
  return data ?? OPEN_GUARD;
}

/** Minutes the account is still locked (0 when sign-in may be tried). */
export async function remainingLockMinutes(userId: string, now = Date.now()): Promise<number> {
  return lockedMinutes(await load(userId), now);
}

/** Records a wrong password; answers the minutes of a lock it caused (0 when none). */
export async function recordFailure(userId: string, now = Date.now()): Promise<number> {
  const next = afterFailure(await load(userId), now);
  const ttl = Math.ceil((now + LOGIN_LOCKOUT.windowMs + LOGIN_LOCKOUT.lockMs) / 1000);
  await getDb()
    .entities.loginGuard.put({ userId, ...next, ttl })
    .go();
  return lockedMinutes(next, now);
}

export async function clearFailures(userId: string): Promise<void> {
  await getDb().entities.loginGuard.delete({ userId }).go();
}
