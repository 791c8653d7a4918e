import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  LOGIN_LOCKOUT,
  type LoginGuardState,
  lockedMinutes,
  MSG,
  OPEN_GUARD,
  refusedMinutes,
  slotDecision,
} from '@prozesspuls/shared';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { isConditionFailure } from '../../data/conditionFailure.js';
import { getDb } from '../../data/db.js';
import { tooManyRequests } from '../errors.js';

/**
 * The login guard item (entity loginGuard, USER#<id> / LOGIN) is written with single conditional
 * updates only: a password check first reserves a slot of the current window, so however many
 * guesses run in parallel, at most LOGIN_LOCKOUT.maxFailures of them reach Cognito per window.
 */

/** A reserved check slot; `windowStart` names the window it belongs to. */
export interface CheckSlot {
  readonly userId: string;
  readonly windowStart: number;
}

const key = (userId: string) => ({ pk: `USER#${userId}`, sk: 'LOGIN' });

async function load(userId: string): Promise<LoginGuardState> {
  const { data } = await getDb().entities.loginGuard.get({ userId }).go();
  return data ?? OPEN_GUARD;
}

const ttlAfter = (ms: number) => Math.ceil((ms + LOGIN_LOCKOUT.windowMs + LOGIN_LOCKOUT.lockMs) / 1000);

/** One more slot in the current, unlocked window, while fewer than the maximum are taken. */
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

/** A fresh window with this check as its first slot, when there is none, it passed or its lock ran out. */
async function startWindow(userId: string, now: number): Promise<CheckSlot | undefined> {
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
 * Reserves the right to check one password of `userId` at `now`, or refuses with 429 and the
 * seed's lock message. Each attempt is one conditional update; a lost race just tries again.
 */
export async function reserveCheck(userId: string, now = Date.now()): Promise<CheckSlot> {
  for (let round = 0; round < 3; round += 1) {
    const slot = (await takeSlotInWindow(userId, now)) ?? (await startWindow(userId, now));
    if (slot) return slot;
    const state = await load(userId);
    if (slotDecision(state, now) === 'refused')
      throw tooManyRequests(MSG.loginLocked(refusedMinutes(state, now)));
  }
  throw tooManyRequests(MSG.loginLocked(refusedMinutes(await load(userId), now)));
}

/**
 * Records a wrong password on its slot (which stays taken); the failure that reaches the
 * maximum locks the account. Answers the minutes of a lock it caused (0 when none).
 */
export async function recordFailure(slot: CheckSlot, now = Date.now()): Promise<number> {
  const { userId, windowStart } = slot;
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
        Key: key(userId),
        UpdateExpression: 'SET failures = failures + :one',
        ConditionExpression: 'windowStart = :windowStart',
        ExpressionAttributeValues: { ':one': 1, ':windowStart': windowStart },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (Number(Attributes?.failures) < LOGIN_LOCKOUT.maxFailures) return 0;
    const lockedUntil = now + LOGIN_LOCKOUT.lockMs;
    await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
        Key: key(userId),
        UpdateExpression: 'SET lockedUntil = :lockedUntil, #ttl = :ttl',
        ConditionExpression: 'windowStart = :windowStart AND lockedUntil < :lockedUntil',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':windowStart': windowStart,
          ':lockedUntil': lockedUntil,
          ':ttl': ttlAfter(lockedUntil),
        },
      }),
    );
    return lockedMinutes({ ...OPEN_GUARD, lockedUntil }, now);
  } catch (error) {
    // The window was replaced meanwhile (the check took longer than a window): nothing to count.
    if (isConditionFailure(error)) return 0;
    throw error;
  }
}

/** Gives a slot back: the password was right, or no check happened (Cognito failed). */
export async function releaseCheck(slot: CheckSlot): Promise<void> {
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
