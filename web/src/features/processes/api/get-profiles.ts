import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys } from './keys';

/** GET /api/processCharacteristic: the profiles, for the filter 'Prozessart' (their model and type). */
export function useProfilesForFilter() {
  return useQuery(
    queryOptions({
      queryKey: [...processKeys.all, 'profiles'] as const,
      queryFn: ({ signal }) => api('getProcessCharacteristic', { signal }),
    }),
  );
}
