import type { RiskAssessmentSummary } from '@prozesspuls/shared';
import { api } from './call';
import { queryKeys } from './query-keys';
import { ALWAYS_REFETCH, useRouteQuery } from './route-query';

/** GET /api/riskAssessment: the client's risk assessments, last changed first. */
export function getRiskAssessments(signal?: AbortSignal): Promise<RiskAssessmentSummary[]> {
  return api('getRiskAssessment', { signal });
}

/** `enabled` false: nothing is read (the modeller reads them only in its 'Belastung' mode). */
export function useRiskAssessments(enabled = true) {
  return useRouteQuery(queryKeys.riskAssessments.list(), getRiskAssessments, ALWAYS_REFETCH, enabled);
}
