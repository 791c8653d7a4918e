import { logger } from '../../adapters/logger.js';
import { cancelSchedule, scheduleOnce } from '../../adapters/scheduler.js';
import { optionalSetting } from '../../config/env.js';

/**
 * The one-time check of a measure at the moment it becomes overdue (EventBridge Scheduler, target
 * tasks/measureOverdue.ts). The task re-checks everything, so a stale run is harmless. Scheduling
 * never fails the measure's write: without a configured scheduler (a local cloud that serves none)
 * or when the call fails, it is logged and the measure stays saved.
 */
export const overdueScheduleName = (clientId: number, measureId: string) =>
  `measure-overdue-${clientId}-${measureId}`;

const schedulerConfigured = () => Boolean(optionalSetting('scheduleGroup'));

export async function scheduleOverdueCheck(clientId: number, measureId: string, at: Date): Promise<void> {
  if (!schedulerConfigured()) return;
  try {
    await scheduleOnce(overdueScheduleName(clientId, measureId), at, {
      kind: 'measureOverdue',
      input: { clientId, measureId },
    });
  } catch (error) {
    logger.error('measure overdue check could not be scheduled', { clientId, measureId, error });
  }
}

export async function cancelOverdueCheck(clientId: number, measureId: string): Promise<void> {
  if (!schedulerConfigured()) return;
  try {
    await cancelSchedule(overdueScheduleName(clientId, measureId));
  } catch (error) {
    logger.error('measure overdue check could not be cancelled', { clientId, measureId, error });
  }
}
