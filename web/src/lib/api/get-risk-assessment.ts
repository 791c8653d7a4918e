import { api } from './call';
import { queryKeys } from './query-keys';
import { ALWAYS_REFETCH, useRouteQuery } from './route-query';

/**
 * GET /api/riskAssessment/{id}: steps, elements, surveys, judgements, measures, history.
 * `enabled` false: nothing is read (the modeller reads it only in its 'Belastung' mode).
 */
export function useRiskAssessment(id: string, enabled = true) {
  const read = (signal: AbortSignal) => api('getRiskAssessmentById', { path: { id }, signal });
  return useRouteQuery(queryKeys.riskAssessments.detail(id), read, ALWAYS_REFETCH, enabled);
}
