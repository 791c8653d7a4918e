import type { RiskStrain } from '@prozesspuls/shared';
import { api } from './call';
import { queryKeys } from './query-keys';
import { ALWAYS_REFETCH, useRouteQuery } from './route-query';

/** GET /api/riskAssessment/{id}/strain: strain per activity within the anonymity threshold. */
export function getRiskStrain(id: string, signal?: AbortSignal): Promise<RiskStrain> {
  return api('getRiskAssessmentByIdStrain', { path: { id }, signal });
}

/** `enabled` false: nothing is read (the modeller reads them only in its 'Belastung' mode). */
export function useRiskStrain(id: string, enabled = true) {
  return useRouteQuery(
    queryKeys.riskAssessments.strain(id),
    (signal) => getRiskStrain(id, signal),
    ALWAYS_REFETCH,
    enabled,
  );
}
