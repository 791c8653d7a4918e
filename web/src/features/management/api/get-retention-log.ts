import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/retention/log — what the nightly retention run deleted, newest first. */
export function retentionLogQueryOptions() {
  return routeQueryOptions(
    managementKeys.retentionLog(),
    (signal) => api('getClientRetentionLog', { signal }),
    ALWAYS_REFETCH,
  );
}

export function useRetentionLog() {
  return useQuery(retentionLogQueryOptions());
}
