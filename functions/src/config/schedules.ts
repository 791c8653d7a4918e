/**
 * Every EventBridge schedule (deadline, reminder, measure and step overdue, retention) retries a
 * failed target 3 times within an hour, then hands the event to the dead-letter queue, whose depth
 * alarms the operator. Shared by the scheduler adapter and the CDK stack that makes the queue.
 */
export const SCHEDULE_RETRY_POLICY = { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 } as const;

/** A run every day at one wall-clock time of one time zone (summer time included). */
export interface DailyTime {
  readonly hour: number;
  readonly minute: number;
  readonly timeZone: string;
}

/** The nightly retention run: 02:30 in Berlin, a quiet hour for the product's German tenants. */
export const RETENTION_RUN: DailyTime = { hour: 2, minute: 30, timeZone: 'Europe/Berlin' };

/** EventBridge Scheduler's expression of a daily run (with `scheduleExpressionTimezone`). */
export const dailyCron = ({ hour, minute }: DailyTime) => `cron(${minute} ${hour} * * ? *)`;
