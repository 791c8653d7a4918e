import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/retention — months after a round's end its free texts and mail records are kept. */
export function useRetention() {
  return useRouteQuery(
    managementKeys.retention(),
    (signal) => api('getClientRetention', { signal }),
    ALWAYS_REFETCH,
  );
}
