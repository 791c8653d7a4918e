import * as z from 'zod/mini';
import { notifyOverdueMeasure, type OverdueOutcome } from '../domain/measures/overdue.js';

/** What the one-time schedule of a measure delivers (see domain/measures/overdueSchedule.ts). */
export const measureOverdueEvent = z.object({
  clientId: z.number().check(z.int(), z.positive()),
  measureId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type MeasureOverdueEvent = z.infer<typeof measureOverdueEvent>;

/**
 * Scheduled task at a measure's overdue moment: mails the responsible member once when the measure
 * is still not done. The tenant comes from the schedule the API created, never from a request.
 */
export async function handler(event: unknown): Promise<{ readonly outcome: OverdueOutcome }> {
  const { clientId, measureId } = measureOverdueEvent.parse(event);
  return { outcome: await notifyOverdueMeasure(clientId, measureId, Date.now()) };
}
