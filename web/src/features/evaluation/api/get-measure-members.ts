import type { MeasureMember } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { measureKeys } from './measure-keys';

/** GET /api/px/measure/members: the members a measure can be assigned to. */
export function getMeasureMembers(signal?: AbortSignal): Promise<MeasureMember[]> {
  return api('getPxMeasureMembers', { signal });
}

export function useMeasureMembers(enabled = true) {
  return useQuery({
    queryKey: measureKeys.members(),
    queryFn: ({ signal }) => getMeasureMembers(signal),
    enabled,
    staleTime: 60_000,
  });
}
