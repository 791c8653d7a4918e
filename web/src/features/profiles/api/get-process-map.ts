import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { profileKeys } from './keys';

/** GET /api/processCharacteristic/map: the diagram fields (axes) and every profile. */
export function processMapQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.map(),
    queryFn: ({ signal }) => api('getProcessCharacteristicMap', { signal }),
  });
}

export function useProcessMap() {
  return useQuery(processMapQueryOptions());
}
