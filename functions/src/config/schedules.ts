/**
 * Every EventBridge schedule (deadline, reminder, measure and step overdue, retention) retries a
 * failed target 3 times within an hour, then hands the event to the dead-letter queue, whose depth
 * alarms the operator. Shared by the scheduler adapter and the CDK stack that makes the queue.
 */
export const SCHEDULE_RETRY_POLICY = { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 } as const;
