import type { MeasureMember } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { riskKeys } from './keys';

/** GET /api/px/measure/members: who can be made responsible for a step or a measure. */
export function getRiskMembers(signal?: AbortSignal): Promise<MeasureMember[]> {
  return api('getPxMeasureMembers', { signal });
}

export function useRiskMembers() {
  return useQuery(routeQueryOptions(riskKeys.members(), getRiskMembers));
}
