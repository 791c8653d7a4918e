import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/integration?clientId=N — external URL and state of a client's integration. */
export function useIntegration(clientId: number) {
  return useRouteQuery(
    managementKeys.integration(clientId),
    (signal) => api('getClientIntegration', { query: { clientId }, signal }),
    ALWAYS_REFETCH,
  );
}
