import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { profileKeys } from './keys';

/** GET /api/processCharacteristic/map: the diagram fields (axes) and every profile. */
export function processMapQueryOptions() {
  return routeQueryOptions(profileKeys.map(), (signal) => api('getProcessCharacteristicMap', { signal }));
}

export function useProcessMap() {
  return useQuery(processMapQueryOptions());
}
