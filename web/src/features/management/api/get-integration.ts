import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/integration?clientId=N — external URL and state of a client's integration. */
export function integrationQueryOptions(clientId: number) {
  return routeQueryOptions(
    managementKeys.integration(clientId),
    (signal) => api('getClientIntegration', { query: { clientId }, signal }),
    ALWAYS_REFETCH,
  );
}

export function useIntegration(clientId: number) {
  return useQuery(integrationQueryOptions(clientId));
}
