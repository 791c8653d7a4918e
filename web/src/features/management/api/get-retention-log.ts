import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/retention/log — what the nightly retention run deleted, newest first. */
export function useRetentionLog() {
  return useRouteQuery(
    managementKeys.retentionLog(),
    (signal) => api('getClientRetentionLog', { signal }),
    ALWAYS_REFETCH,
  );
}
