import type { RiskModelElements } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/riskAssessmentModel/{uuid}: activities, roles and diagram of the released version. */
export function getRiskModel(uuid: string, signal?: AbortSignal): Promise<RiskModelElements> {
  return api('getRiskAssessmentModelByUuid', { path: { uuid }, signal });
}

export function useRiskModel(uuid: string | null) {
  return useQuery({
    ...routeQueryOptions(riskKeys.model(uuid ?? ''), (signal) => getRiskModel(uuid ?? '', signal)),
    enabled: uuid !== null && uuid !== '',
  });
}
