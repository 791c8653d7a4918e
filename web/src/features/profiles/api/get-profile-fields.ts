import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { profileKeys } from './keys';

/** GET /api/processCharacteristic/field: the client's custom profile fields. */
export function profileFieldsQueryOptions() {
  return routeQueryOptions(profileKeys.fields(), (signal) =>
    api('getProcessCharacteristicField', { signal }),
  );
}

export function useProfileFields() {
  return useQuery(profileFieldsQueryOptions());
}
