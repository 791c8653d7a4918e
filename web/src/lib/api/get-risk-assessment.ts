import type { RiskAssessment } from '@prozesspuls/shared';
import { api } from './call';
import { queryKeys } from './query-keys';
import { ALWAYS_REFETCH, useRouteQuery } from './route-query';

/** GET /api/riskAssessment/{id}: steps, elements, surveys, judgements, measures, history. */
export function getRiskAssessment(id: string, signal?: AbortSignal): Promise<RiskAssessment> {
  return api('getRiskAssessmentById', { path: { id }, signal });
}

/** `enabled` false: nothing is read (the modeller reads them only in its 'Belastung' mode). */
export function useRiskAssessment(id: string, enabled = true) {
  return useRouteQuery(
    queryKeys.riskAssessments.detail(id),
    (signal) => getRiskAssessment(id, signal),
    ALWAYS_REFETCH,
    enabled,
  );
}
