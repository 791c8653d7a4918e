import type { RiskModelOption } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/riskAssessmentModel: the released models the user may see. */
export function getRiskModels(signal?: AbortSignal): Promise<RiskModelOption[]> {
  return api('getRiskAssessmentModel', { signal });
}

export function useRiskModels() {
  return useQuery(routeQueryOptions(riskKeys.models(), getRiskModels));
}
