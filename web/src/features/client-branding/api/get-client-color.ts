import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/client/color — the current client's primary colour, hex without '#' (changes only with a client switch, which reloads the page). */
export function clientColorQueryOptions() {
  return routeQueryOptions(['client', 'color'], (signal) => api('getClientColor', { signal }), NEVER_STALE);
}

export function useClientColor() {
  return useQuery(clientColorQueryOptions());
}
