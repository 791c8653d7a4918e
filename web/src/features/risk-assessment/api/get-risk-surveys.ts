import type { SurveySummary } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/px/survey: the client's surveys, to link to steps 2 and 6. */
export function getRiskSurveys(signal?: AbortSignal): Promise<SurveySummary[]> {
  return api('getPxSurvey', { signal });
}

export function useRiskSurveys() {
  return useQuery(routeQueryOptions(riskKeys.surveys(), getRiskSurveys, ALWAYS_REFETCH));
}
