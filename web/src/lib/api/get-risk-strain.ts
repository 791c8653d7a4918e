import { api } from './call';
import { queryKeys } from './query-keys';
import { ALWAYS_REFETCH, useRouteQuery } from './route-query';

/**
 * GET /api/riskAssessment/{id}/strain: strain per activity within the anonymity threshold.
 * `enabled` false: nothing is read (the modeller reads it only in its 'Belastung' mode).
 */
export function useRiskStrain(id: string, enabled = true) {
  const read = (signal: AbortSignal) => api('getRiskAssessmentByIdStrain', { path: { id }, signal });
  return useRouteQuery(queryKeys.riskAssessments.strain(id), read, ALWAYS_REFETCH, enabled);
}
