import * as z from 'zod/mini';
import { remindOverdueStep, type StepReminderOutcome } from '../domain/riskAssessment/stepReminders.js';

/** What the one-time schedule of a step delivers (see domain/riskAssessment/stepReminders.ts). */
export const riskStepOverdueEvent = z.object({
  clientId: z.number().check(z.int(), z.positive()),
  assessmentId: z.string().check(z.minLength(1), z.maxLength(64)),
  step: z.number().check(z.int(), z.gte(1), z.lte(7)),
});

/**
 * Scheduled task at a risk assessment step's overdue moment: mails the responsible member once
 * when the step is still not closed. The tenant comes from the schedule the API created.
 */
export async function handler(event: unknown): Promise<{ readonly outcome: StepReminderOutcome }> {
  const { clientId, assessmentId, step } = riskStepOverdueEvent.parse(event);
  return { outcome: await remindOverdueStep(clientId, assessmentId, step, Date.now()) };
}
