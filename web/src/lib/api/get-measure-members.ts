import type { MeasureMember } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/** GET /api/px/measure/members: the members a measure or a risk-assessment step can be assigned to. */
export function getMeasureMembers(signal?: AbortSignal): Promise<MeasureMember[]> {
  return api('getPxMeasureMembers', { signal });
}

export function useMeasureMembers(enabled = true) {
  return useQuery({
    queryKey: queryKeys.measureMembers(),
    queryFn: ({ signal }) => getMeasureMembers(signal),
    enabled,
    staleTime: 60_000,
  });
}
