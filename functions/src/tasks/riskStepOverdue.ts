import * as z from 'zod';
import { remindOverdueStep, type StepReminderOutcome } from '../domain/riskAssessment/stepReminders.js';

/** What the one-time schedule of a step delivers (see domain/riskAssessment/stepReminders.ts). */
export const riskStepOverdueEvent = z.object({
  clientId: z.number().int().positive(),
  assessmentId: z.string().min(1).max(64),
  step: z.number().int().min(1).max(7),
});

/**
 * Scheduled task at a risk assessment step's overdue moment: mails the responsible member once
 * when the step is still not closed. The tenant comes from the schedule the API created.
 */
export async function handler(event: unknown): Promise<{ readonly outcome: StepReminderOutcome }> {
  const { clientId, assessmentId, step } = riskStepOverdueEvent.parse(event);
  return { outcome: await remindOverdueStep(clientId, assessmentId, step, Date.now()) };
}
