import { randomUUID } from 'node:crypto';
import {
  cancelSchedule,
  deadlineScheduleName,
  reminderScheduleName,
  scheduleOnce,
} from '../../adapters/scheduler.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before the deadline the reminder goes out when the sender chose none (issue 16). */
export const DEFAULT_REMINDER_DAYS_BEFORE_DEADLINE = 7;

/**
 * Creates, moves or (without a deadline) removes the one-time schedule that starts *survey
 * finish* at the survey's deadline. Called on create, send and resend; calling it again with the
 * same deadline only moves the schedule onto itself.
 */
export async function scheduleSurveyDeadline(
  clientId: number,
  surveyId: string,
  deadlineDate: number | null,
): Promise<void> {
  const name = deadlineScheduleName(clientId, surveyId);
  if (deadlineDate === null) {
    await cancelSchedule(name);
    return;
  }
  await scheduleOnce(name, new Date(deadlineDate), {
    kind: 'surveyFinish',
    input: { clientId, surveyId, timestampId: randomUUID(), trigger: 'deadline' },
  });
}

/** When the reminder is due: `days` before the deadline, or null when there is none or that is past. */
export function reminderTime(deadlineDate: number | null, days: number, now: number): Date | null {
  if (deadlineDate === null || days <= 0) return null;
  const at = deadlineDate - days * DAY_MS;
  return at > now ? new Date(at) : null;
}

/**
 * Schedules the reminder mail to those of `round` who have not answered, `days` before the
 * deadline (called on send); without a deadline, or when that moment is past, any earlier
 * reminder of the survey is removed.
 */
export async function scheduleSurveyReminder(
  clientId: number,
  surveyId: string,
  round: number,
  deadlineDate: number | null,
  days: number = DEFAULT_REMINDER_DAYS_BEFORE_DEADLINE,
  now: number = Date.now(),
): Promise<void> {
  const name = reminderScheduleName(clientId, surveyId);
  const at = reminderTime(deadlineDate, days, now);
  if (!at) {
    await cancelSchedule(name);
    return;
  }
  await scheduleOnce(name, at, { kind: 'reminder', input: { clientId, surveyId, round } });
}

/** Removes both schedules of a survey (finished or deleted); each may be gone already. */
export async function cancelSurveySchedules(clientId: number, surveyId: string): Promise<void> {
  await Promise.all([
    cancelSchedule(deadlineScheduleName(clientId, surveyId)),
    cancelSchedule(reminderScheduleName(clientId, surveyId)),
  ]);
}
