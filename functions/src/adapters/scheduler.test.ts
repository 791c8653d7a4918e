import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ScheduleTarget, targetOf } from './scheduler.js';

const SETTINGS = {
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
  SCHEDULE_DEAD_LETTER_QUEUE_ARN: 'arn:aws:sqs:eu-central-1:123456789012:schedule-dead-letters',
  REMINDER_FUNCTION_ARN: 'arn:aws:lambda:eu-central-1:123456789012:function:reminder',
};

const reminder: ScheduleTarget = { kind: 'reminder', input: { clientId: 1, surveyId: 's1', round: 1 } };

describe('schedule targets', () => {
  beforeEach(() => Object.assign(process.env, SETTINGS));
  afterEach(() => {
    for (const name of Object.keys(SETTINGS)) delete process.env[name];
  });

  it('retry 3 times within an hour, then hand the event to the dead-letter queue', () => {
    expect(targetOf(reminder)).toMatchObject({
      Arn: SETTINGS.REMINDER_FUNCTION_ARN,
      RoleArn: SETTINGS.SCHEDULER_ROLE_ARN,
      RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: SETTINGS.SCHEDULE_DEAD_LETTER_QUEUE_ARN },
    });
  });

  it('refuse to make a schedule without a dead-letter queue', () => {
    delete process.env.SCHEDULE_DEAD_LETTER_QUEUE_ARN;
    expect(() => targetOf(reminder)).toThrow('schedule dead-letter queue is not configured');
  });
});
