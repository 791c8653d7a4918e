import type { RiskStrain } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/riskAssessment/{id}/strain: strain per activity within the anonymity threshold. */
export function getRiskStrain(id: string, signal?: AbortSignal): Promise<RiskStrain> {
  return api('getRiskAssessmentByIdStrain', { path: { id }, signal });
}

export function useRiskStrain(id: string) {
  return useQuery(
    routeQueryOptions(riskKeys.strain(id), (signal) => getRiskStrain(id, signal), ALWAYS_REFETCH),
  );
}
