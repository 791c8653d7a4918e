import type { RiskAssessmentSummary } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/riskAssessment: the client's risk assessments, last changed first. */
export function getRiskAssessments(signal?: AbortSignal): Promise<RiskAssessmentSummary[]> {
  return api('getRiskAssessment', { signal });
}

export function useRiskAssessments() {
  return useQuery(routeQueryOptions(riskKeys.list(), getRiskAssessments, ALWAYS_REFETCH));
}
