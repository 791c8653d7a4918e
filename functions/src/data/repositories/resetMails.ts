import { updateIf } from './conditionalUpdate.js';
import { itemKeys } from './keys.js';

// Raw updates: a counter that restarts under a condition on its own window is one conditional
// update, which ElectroDB's update/patch cannot express (patch adds its own existence condition,
// update cannot say "attribute_not_exists(pk) OR windowStart < :from").

/** One more mail in the window that started at or after `windowFrom`, while below `max`. */
export async function countResetMailInWindow(userId: string, windowFrom: number, max: number) {
  const updated = await updateIf({
    Key: itemKeys.resetMails(userId),
    UpdateExpression: 'SET mails = mails + :one',
    ConditionExpression: 'windowStart >= :windowFrom AND mails < :max',
    ExpressionAttributeValues: { ':one': 1, ':windowFrom': windowFrom, ':max': max },
  });
  return updated !== undefined;
}

/** A fresh window with one mail at `now`, when there is none or it started before `windowFrom`. */
export async function startResetMailWindow(userId: string, now: number, windowFrom: number, ttl: number) {
  const updated = await updateIf({
    Key: itemKeys.resetMails(userId),
    UpdateExpression: 'SET mails = :one, windowStart = :now, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(pk) OR windowStart < :windowFrom',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':now': now, ':windowFrom': windowFrom, ':ttl': ttl },
  });
  return updated !== undefined;
}
