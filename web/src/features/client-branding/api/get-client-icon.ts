import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/client/icon — the current client's logo as a data URL, or null. */
export function clientIconQueryOptions() {
  return routeQueryOptions(['client', 'icon'], (signal) => api('getClientIcon', { signal }), NEVER_STALE);
}

export function useClientIcon() {
  return useQuery(clientIconQueryOptions());
}
