import type { ClientColor } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** GET /api/client/color — the current client's primary colour, hex without '#'. */
export function getClientColor(signal?: AbortSignal): Promise<ClientColor> {
  return api('getClientColor', { signal });
}

export function clientColorQueryOptions() {
  return queryOptions({
    queryKey: ['client', 'color'],
    queryFn: ({ signal }) => getClientColor(signal),
    // Changes only with a client switch, which reloads the page.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClientColor() {
  return useQuery(clientColorQueryOptions());
}
