import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { profileKeys } from './keys';

/** GET /api/processCharacteristic: the client's profiles, newest first. */
export function profilesQueryOptions() {
  return routeQueryOptions(profileKeys.list(), (signal) => api('getProcessCharacteristic', { signal }));
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
