import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ListSchedulesCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { optionalSetting } from '../config/env.js';
import { SCHEDULE_RETRY_POLICY } from '../config/schedules.js';
import type {
  MeasureOverdueInput,
  ReminderInput,
  RiskStepOverdueInput,
  SurveyJobInput,
  TenantDeletionInput,
} from '../tasks/inputs.js';
import { traced } from './observability.js';
import { stateMachineArn } from './stateMachines.js';

/**
 * One-time schedules on EventBridge Scheduler: a survey's deadline starts *survey
 * finish*, the reminder runs the reminder task. The local cloud serves the same Scheduler API
 * (AWS_ENDPOINT_URL_SCHEDULER) with its own timer (infra/local/workflows), so a deadline that
 * passes while `npm start` runs fires there too.
 */
export type ScheduleTarget =
  | { readonly kind: 'surveyFinish'; readonly input: SurveyJobInput }
  | { readonly kind: 'reminder'; readonly input: ReminderInput }
  | { readonly kind: 'measureOverdue'; readonly input: MeasureOverdueInput }
  | { readonly kind: 'riskStepOverdue'; readonly input: RiskStepOverdueInput }
  | { readonly kind: 'tenantDeletion'; readonly input: TenantDeletionInput };

let client: SchedulerClient | undefined;
const scheduler = () => {
  client ??= traced(new SchedulerClient({}));
  return client;
};

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`${what} is not configured`);
  return value;
}

const group = () => required(optionalSetting('scheduleGroup'), 'schedule group');

/** Schedule names: `[0-9a-zA-Z-_.]{1,64}`, one per survey and purpose. */
export const deadlineScheduleName = (clientId: number, surveyId: string) => `finish-${clientId}-${surveyId}`;
export const reminderScheduleName = (clientId: number, surveyId: string) => `remind-${clientId}-${surveyId}`;

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC, rounded up to the next second. */
export function atExpression(at: Date): string {
  const seconds = new Date(Math.ceil(at.getTime() / 1000) * 1000);
  return `at(${seconds.toISOString().slice(0, 19)})`;
}

export function targetOf(target: ScheduleTarget): CreateScheduleCommandInput['Target'] {
  const roleArn = required(optionalSetting('schedulerRoleArn'), 'scheduler role');
  const deadLetterArn = required(optionalSetting('scheduleDeadLetterQueueArn'), 'schedule dead-letter queue');
  const arn =
    target.kind === 'surveyFinish'
      ? stateMachineArn('surveyFinish')
      : target.kind === 'measureOverdue'
        ? required(optionalSetting('measureOverdueFunctionArn'), 'measure overdue function')
        : target.kind === 'riskStepOverdue'
          ? required(optionalSetting('riskStepOverdueFunctionArn'), 'risk step overdue function')
          : target.kind === 'tenantDeletion'
            ? required(optionalSetting('tenantDeletionFunctionArn'), 'tenant deletion function')
            : required(optionalSetting('reminderFunctionArn'), 'reminder function');
  return {
    Arn: arn,
    RoleArn: roleArn,
    Input: JSON.stringify(target.input),
    RetryPolicy: SCHEDULE_RETRY_POLICY,
    DeadLetterConfig: { Arn: deadLetterArn },
  };
}

/**
 * Creates the one-time schedule `name` at `at`, or moves it there when it exists (a changed
 * deadline). It deletes itself after it ran.
 */
export async function scheduleOnce(name: string, at: Date, target: ScheduleTarget): Promise<void> {
  const input = {
    Name: name,
    GroupName: group(),
    ScheduleExpression: atExpression(at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    ActionAfterCompletion: 'DELETE' as const,
    Target: targetOf(target),
  };
  try {
    await scheduler().send(new CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await scheduler().send(new UpdateScheduleCommand(input));
  }
}

/** Removes the schedule `name`; one that does not exist (ran already, never made) is fine. */
export async function cancelSchedule(name: string): Promise<void> {
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: name, GroupName: group() }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}

/** The names of the schedules in the group whose name starts with `prefix`, page by page. */
export async function scheduleNamesStartingWith(prefix: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await scheduler().send(
      new ListSchedulesCommand({ GroupName: group(), NamePrefix: prefix, NextToken: token }),
    );
    names.push(...(page.Schedules ?? []).flatMap((s) => (s.Name ? [s.Name] : [])));
    token = page.NextToken;
  } while (token);
  return names;
}
