import type { IntegrationSettings } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/client/integration?clientId=N — external URL and state of a client's integration. */
export function getIntegration(clientId: number, signal?: AbortSignal): Promise<IntegrationSettings> {
  return api('getClientIntegration', { query: { clientId }, signal });
}

export function integrationQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: managementKeys.integration(clientId),
    queryFn: ({ signal }) => getIntegration(clientId, signal),
    staleTime: 0,
  });
}

export function useIntegration(clientId: number) {
  return useQuery(integrationQueryOptions(clientId));
}
