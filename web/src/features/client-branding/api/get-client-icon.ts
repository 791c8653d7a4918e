import type { ClientIcon } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** GET /api/client/icon — the current client's logo as a data URL, or null. */
export function getClientIcon(signal?: AbortSignal): Promise<ClientIcon> {
  return api('getClientIcon', { signal });
}

export function clientIconQueryOptions() {
  return queryOptions({
    queryKey: ['client', 'icon'],
    queryFn: ({ signal }) => getClientIcon(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClientIcon() {
  return useQuery(clientIconQueryOptions());
}
