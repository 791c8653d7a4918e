import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { isConditionFailure } from '../../data/conditionFailure.js';

/** At most `maxMails` password-reset mails per address within `windowMs`. */
export const RESET_MAIL_LIMIT = { maxMails: 3, windowMs: 15 * 60_000 } as const;

/**
 * One counter item per address (USER#<id> / RESETMAIL, removed by TTL after its window). Each
 * request takes a mail slot with one conditional update, so parallel requests cannot exceed the
 * limit either: one more in the current window while below the maximum, else a fresh window
 * when the old one has passed. Answers false when the limit is reached.
 */
export async function takeResetMailSlot(userId: string, now = Date.now()): Promise<boolean> {
  // A second round only when a parallel request started the window between the two updates.
  for (let round = 0; round < 2; round += 1) {
    if ((await countInWindow(userId, now)) || (await startWindow(userId, now))) return true;
  }
  return false;
}

const keyOf = (userId: string) => ({
  TableName: setting('tableName'),
  Key: { pk: `USER#${userId}`, sk: 'RESETMAIL' },
});

async function countInWindow(userId: string, now: number): Promise<boolean> {
  const windowFrom = now - RESET_MAIL_LIMIT.windowMs;
  try {
    await documentClient.send(
      new UpdateCommand({
        ...keyOf(userId),
        UpdateExpression: 'SET mails = mails + :one',
        ConditionExpression: 'windowStart >= :windowFrom AND mails < :max',
        ExpressionAttributeValues: {
          ':one': 1,
          ':windowFrom': windowFrom,
          ':max': RESET_MAIL_LIMIT.maxMails,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function startWindow(userId: string, now: number): Promise<boolean> {
  const windowFrom = now - RESET_MAIL_LIMIT.windowMs;
  try {
    await documentClient.send(
      new UpdateCommand({
        ...keyOf(userId),
        UpdateExpression: 'SET mails = :one, windowStart = :now, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart < :windowFrom',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ':windowFrom': windowFrom,
          ':ttl': Math.ceil((now + RESET_MAIL_LIMIT.windowMs) / 1000) + 60,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
