import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { profileKeys } from './keys';

/** GET /api/processCharacteristic: the client's profiles, newest first. */
export function profilesQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.list(),
    queryFn: ({ signal }) => api('getProcessCharacteristic', { signal }),
  });
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
