import { LOGIN_LOCKOUT, type LoginGuardState, OPEN_GUARD } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import { updateIf } from './conditionalUpdate.js';
import { itemKeys } from './keys.js';

/**
 * The login guard item (entity loginGuard) is written with single conditional updates only:
 * a password check first reserves a slot of the current window, so however many guesses run in
 * parallel, at most LOGIN_LOCKOUT.maxFailures of them reach Cognito per window. Raw updates
 * because each is arithmetic under a condition on other attributes of the same item (e.g.
 * "attempts < max OR (no attempts AND failures < max)"), which ElectroDB's update/patch cannot
 * express.
 */

/** A reserved check slot; `windowStart` names the window it belongs to. */
export interface CheckSlot {
  readonly userId: string;
  readonly windowStart: number;
}

const key = itemKeys.loginGuard;

export async function loadLoginGuard(userId: string): Promise<LoginGuardState> {
  const { data } = await getDb().entities.loginGuard.get({ userId }).go();
  return data ?? OPEN_GUARD;
}

const ttlAfter = (ms: number) => Math.ceil((ms + LOGIN_LOCKOUT.windowMs + LOGIN_LOCKOUT.lockMs) / 1000);

/** One more slot in the current, unlocked window, while fewer than the maximum are taken. */
export async function takeSlotInWindow(userId: string, now: number): Promise<CheckSlot | undefined> {
  const updated = await updateIf({
    Key: key(userId),
    UpdateExpression: 'SET attempts = if_not_exists(attempts, failures) + :one',
    ConditionExpression:
      'lockedUntil <= :now AND windowStart >= :windowFrom AND ' +
      '(attempts < :max OR (attribute_not_exists(attempts) AND failures < :max))',
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now,
      ':windowFrom': now - LOGIN_LOCKOUT.windowMs,
      ':max': LOGIN_LOCKOUT.maxFailures,
    },
    ReturnValues: 'ALL_NEW',
  });
  return updated && { userId, windowStart: Number(updated.windowStart) };
}

/** A fresh window with this check as its first slot, when there is none, it passed or its lock ran out. */
export async function startLoginWindow(userId: string, now: number): Promise<CheckSlot | undefined> {
  const updated = await updateIf({
    Key: key(userId),
    UpdateExpression:
      'SET #e = :e, #v = :v, userId = :userId, attempts = :one, failures = :zero, ' +
      'windowStart = :now, lockedUntil = :zero, #ttl = :ttl',
    ConditionExpression:
      'attribute_not_exists(pk) OR (lockedUntil <= :now AND (windowStart < :windowFrom OR lockedUntil > :zero))',
    ExpressionAttributeNames: { '#e': '__edb_e__', '#v': '__edb_v__', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':e': 'loginGuard',
      ':v': '1',
      ':userId': userId,
      ':one': 1,
      ':zero': 0,
      ':now': now,
      ':windowFrom': now - LOGIN_LOCKOUT.windowMs,
      ':ttl': ttlAfter(now),
    },
  });
  return updated && { userId, windowStart: now };
}

/**
 * Counts a wrong password on its slot: the failures of the window afterwards, or undefined when
 * the window was replaced meanwhile (the check took longer than a window).
 */
export async function countFailure(slot: CheckSlot): Promise<number | undefined> {
  const updated = await updateIf({
    Key: key(slot.userId),
    UpdateExpression: 'SET failures = failures + :one',
    ConditionExpression: 'windowStart = :windowStart',
    ExpressionAttributeValues: { ':one': 1, ':windowStart': slot.windowStart },
    ReturnValues: 'ALL_NEW',
  });
  return updated && Number(updated.failures);
}

/** Locks the slot's window until `lockedUntil`; false when the window was replaced or locked longer. */
export async function lockWindow(slot: CheckSlot, lockedUntil: number): Promise<boolean> {
  const updated = await updateIf({
    Key: key(slot.userId),
    UpdateExpression: 'SET lockedUntil = :lockedUntil, #ttl = :ttl',
    ConditionExpression: 'windowStart = :windowStart AND lockedUntil < :lockedUntil',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':windowStart': slot.windowStart,
      ':lockedUntil': lockedUntil,
      ':ttl': ttlAfter(lockedUntil),
    },
  });
  return updated !== undefined;
}

/** Gives a slot back: the password was right, or no check happened (Cognito failed). */
export async function releaseSlot(slot: CheckSlot): Promise<void> {
  await updateIf({
    Key: key(slot.userId),
    UpdateExpression: 'SET attempts = attempts - :one',
    ConditionExpression: 'windowStart = :windowStart AND attempts > :zero',
    ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':windowStart': slot.windowStart },
  });
}
