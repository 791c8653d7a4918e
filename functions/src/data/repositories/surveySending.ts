import { updateIf } from './conditionalUpdate.js';
import { keyOfSurvey } from './surveyKeys.js';

/**
 * Records a sending on the survey item: ADDs the new recipients to sendToCount (atomic, never
 * recounted), stores the reminder days and moves CREATED to SEND. Answers the new sendToCount.
 */
export async function recordSending(
  clientId: number,
  surveyId: string,
  newRecipients: number,
  reminderDaysBeforeDeadline: number,
): Promise<number> {
  const key = keyOfSurvey(clientId, surveyId);
  const updated = await updateIf({
    Key: key,
    ConditionExpression: 'attribute_exists(#surveyId)',
    UpdateExpression: 'SET #reminder = :reminder ADD #sendToCount :n',
    ExpressionAttributeNames: {
      '#surveyId': 'surveyId',
      '#reminder': 'reminderDaysBeforeDeadline',
      '#sendToCount': 'sendToCount',
    },
    ExpressionAttributeValues: { ':reminder': reminderDaysBeforeDeadline, ':n': newRecipients },
    ReturnValues: 'ALL_NEW',
  });
  if (newRecipients > 0) {
    // Only CREATED moves: a survey answered meanwhile stays ANSWERED.
    await updateIf({
      Key: key,
      ConditionExpression: '#state = :created',
      UpdateExpression: 'SET #state = :send',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':created': 'CREATED', ':send': 'SEND' },
    });
  }
  return typeof updated?.sendToCount === 'number' ? updated.sendToCount : 0;
}
