import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client — every client of the platform; superusers only (403 otherwise). */
export function clientsQueryOptions() {
  return routeQueryOptions(
    managementKeys.clients(),
    (signal) => api('getClient', { signal }),
    ALWAYS_REFETCH,
  );
}

export function useClients(options: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(), enabled: options.enabled ?? true });
}
