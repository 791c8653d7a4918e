import type { RiskAssessment } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/riskAssessment/{id}: steps, elements, surveys, judgements, measures, history. */
export function getRiskAssessment(id: string, signal?: AbortSignal): Promise<RiskAssessment> {
  return api('getRiskAssessmentById', { path: { id }, signal });
}

export function useRiskAssessment(id: string) {
  return useQuery(
    routeQueryOptions(riskKeys.detail(id), (signal) => getRiskAssessment(id, signal), ALWAYS_REFETCH),
  );
}
