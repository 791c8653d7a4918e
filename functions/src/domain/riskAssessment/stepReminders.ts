import { type GdaStepNumber, gdaStepName, isGdaStepNumber, isStepOverdue } from '@prozesspuls/shared';
import { germanDueDate, overdueAt } from '@prozesspuls/shared/px';
import { logger } from '../../adapters/logger.js';
import { sendMail } from '../../adapters/mail.js';
import { cancelSchedule, scheduleOnce } from '../../adapters/scheduler.js';
import { optionalSetting, setting } from '../../config/env.js';
import { loadMembership } from '../../data/repositories/memberships.js';
import { loadAssessment, storeDocumentIfUnchanged } from '../../data/repositories/riskAssessments.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { linkMail } from '../linkMail.js';
import { documentOf } from './records.js';

/**
 * Overdue reminders of the assessment's steps: a one-time EventBridge Scheduler schedule at the
 * moment a step with a due date becomes overdue (as survey deadlines and measures), target
 * tasks/riskStepOverdue.ts. Scheduling never fails the step's write: without a configured
 * scheduler or when the call fails, it is logged and the step stays saved.
 */
export const stepReminderName = (clientId: number, assessmentId: string, step: number) =>
  `risk-step-${clientId}-${assessmentId}-${step}`;

const schedulerConfigured = () => Boolean(optionalSetting('scheduleGroup'));

/**
 * One scheduler call for a step's reminder (`call` gets the schedule's name), made only when a
 * scheduler is configured; a failure is logged as `failure`, never thrown (see above).
 */
async function onScheduler(
  reminder: { readonly clientId: number; readonly assessmentId: string; readonly step: number },
  failure: string,
  call: (name: string) => Promise<unknown>,
): Promise<void> {
  if (!schedulerConfigured()) return;
  try {
    await call(stepReminderName(reminder.clientId, reminder.assessmentId, reminder.step));
  } catch (error) {
    logger.error(failure, { ...reminder, error });
  }
}

export async function scheduleStepReminder(
  clientId: number,
  assessmentId: string,
  step: GdaStepNumber,
  at: Date,
): Promise<void> {
  await onScheduler({ clientId, assessmentId, step }, 'risk step reminder could not be scheduled', (name) =>
    scheduleOnce(name, at, { kind: 'riskStepOverdue', input: { clientId, assessmentId, step } }),
  );
}

export async function cancelStepReminder(
  clientId: number,
  assessmentId: string,
  step: number,
): Promise<void> {
  await onScheduler(
    { clientId, assessmentId, step },
    'risk step reminder could not be cancelled',
    cancelSchedule,
  );
}

export type StepReminderOutcome = 'mailed' | 'gone' | 'notOverdue' | 'alreadyReminded' | 'noResponsible';

/** What a reminder was sent for: the same step, due date and person are reminded once. */
const reminderMark = (step: number, dueDate: string, userId: string) => `${step}|${dueDate}|${userId}`;

/**
 * The scheduled check of one step at its overdue moment: when it is still not closed and past
 * its due day, its responsible member gets one mail. The mark is written conditionally on the
 * version read, so of two concurrent runs exactly one mails; early, repeated or stale runs do
 * nothing.
 */
export async function remindOverdueStep(
  clientId: number,
  assessmentId: string,
  step: number,
  now: number,
): Promise<StepReminderOutcome> {
  const record = await loadAssessment(clientId, assessmentId);
  if (!record || !isGdaStepNumber(step)) return 'gone';
  const document = documentOf(record);
  const found = document.steps.find((s) => s.step === step);
  if (!found || !isStepOverdue(found, overdueAt, now) || !found.dueDate) return 'notOverdue';
  if (!found.responsibleUserId) return 'noResponsible';
  const mark = reminderMark(step, found.dueDate, found.responsibleUserId);
  const reminded = document.reminded ?? [];
  if (reminded.includes(mark)) return 'alreadyReminded';
  const [owner, membership] = await Promise.all([
    loadUser(found.responsibleUserId),
    loadMembership(clientId, found.responsibleUserId),
  ]);
  // A member who left the client is not mailed about the client's affairs.
  if (!owner || !membership) return 'gone';
  const marked = await storeDocumentIfUnchanged(
    { clientId, assessmentId },
    record.version,
    JSON.stringify({ ...document, reminded: [...reminded, mark] }),
  );
  if (!marked) return 'alreadyReminded';
  await sendMail(
    linkMail(
      {
        to: owner.email,
        firstName: owner.firstName,
        link: `${setting('appUrl')}/riskAssessment/${encodeURIComponent(assessmentId)}`,
      },
      `ProzessPuls: Schritt der Gefährdungsbeurteilung überfällig – ${record.title}`,
      [
        `Schritt ${step} „${gdaStepName(step)}“ der Gefährdungsbeurteilung „${record.title}“ war am ${germanDueDate(found.dueDate)} fällig und ist noch nicht abgeschlossen (Status: ${found.state}).`,
        'Sie sind für diesen Schritt verantwortlich. Zur Gefährdungsbeurteilung:',
      ],
    ),
  );
  return 'mailed';
}
