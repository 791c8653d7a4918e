import type { RetentionSettings } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/client/retention — months after a round's end its free texts and mail records are kept. */
export function getRetention(signal?: AbortSignal): Promise<RetentionSettings> {
  return api('getClientRetention', { signal });
}

export function retentionQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.retention(),
    queryFn: ({ signal }) => getRetention(signal),
    staleTime: 0,
  });
}

export function useRetention() {
  return useQuery(retentionQueryOptions());
}
