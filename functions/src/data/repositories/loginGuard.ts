import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_LOCKOUT, type LoginGuardState, OPEN_GUARD } from '@prozesspuls/shared';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { itemKeys } from './keys.js';

/**
 * The login guard item (entity loginGuard) is written with single conditional updates only:
 * a password check first reserves a slot of the current window, so however many guesses run in
 * parallel, at most LOGIN_LOCKOUT.maxFailures of them reach Cognito per window. Raw
 * UpdateCommands because each is an arithmetic update under a condition on other attributes
 * of the same item (e.g. "attempts < max OR (no attempts AND failures < max)"), which ElectroDB's
 * update/patch cannot express.
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

export /** One more slot in the current, unlocked window, while fewer than the maximum are taken. */
async function takeSlotInWindow(userId: string, now: number): Promise<CheckSlot | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
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
      }),
    );
    return { userId, windowStart: Number(Attributes?.windowStart) };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export /** A fresh window with this check as its first slot, when there is none, it passed or its lock ran out. */
async function startLoginWindow(userId: string, now: number): Promise<CheckSlot | undefined> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
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
      }),
    );
    return { userId, windowStart: now };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Counts a wrong password on its slot: the failures of the window afterwards, or undefined when
 * the window was replaced meanwhile (the check took longer than a window).
 */
export async function countFailure(slot: CheckSlot): Promise<number | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
        Key: key(slot.userId),
        UpdateExpression: 'SET failures = failures + :one',
        ConditionExpression: 'windowStart = :windowStart',
        ExpressionAttributeValues: { ':one': 1, ':windowStart': slot.windowStart },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(Attributes?.failures);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Locks the slot's window until `lockedUntil`; false when the window was replaced or locked longer. */
export async function lockWindow(slot: CheckSlot, lockedUntil: number): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
        Key: key(slot.userId),
        UpdateExpression: 'SET lockedUntil = :lockedUntil, #ttl = :ttl',
        ConditionExpression: 'windowStart = :windowStart AND lockedUntil < :lockedUntil',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':windowStart': slot.windowStart,
          ':lockedUntil': lockedUntil,
          ':ttl': ttlAfter(lockedUntil),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a slot back: the password was right, or no check happened (Cognito failed). */
export async function releaseSlot(slot: CheckSlot): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
        Key: key(slot.userId),
        UpdateExpression: 'SET attempts = attempts - :one',
        ConditionExpression: 'windowStart = :windowStart AND attempts > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':windowStart': slot.windowStart },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
