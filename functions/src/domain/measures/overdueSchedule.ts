/**
 * The one-time check of a measure at the moment it becomes overdue. Until the scheduler adapter
 * (flow16's adapters/scheduler.ts) is wired here these are no-ops and the task is triggered by its
 * caller (tests, a sweep); the task re-checks everything, so a stale or missing run is harmless.
 */
export const overdueScheduleName = (clientId: number, measureId: string) =>
  `measure-overdue-${clientId}-${measureId}`;

export async function scheduleOverdueCheck(_clientId: number, _measureId: string, _at: Date): Promise<void> {}

export async function cancelOverdueCheck(_clientId: number, _measureId: string): Promise<void> {}
