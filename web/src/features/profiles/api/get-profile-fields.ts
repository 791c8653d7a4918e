import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { profileKeys } from './keys';

/** GET /api/processCharacteristic/field: the client's custom profile fields. */
export function profileFieldsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.fields(),
    queryFn: ({ signal }) => api('getProcessCharacteristicField', { signal }),
  });
}

export function useProfileFields() {
  return useQuery(profileFieldsQueryOptions());
}
