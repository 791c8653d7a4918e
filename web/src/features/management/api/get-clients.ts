import type { ClientDetails } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/client — every client of the platform; superusers only (403 otherwise). */
export function getClients(signal?: AbortSignal): Promise<ClientDetails[]> {
  return api('getClient', { signal });
}

export function clientsQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.clients(),
    queryFn: ({ signal }) => getClients(signal),
    staleTime: 0,
  });
}

export function useClients(options: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(), enabled: options.enabled ?? true });
}
