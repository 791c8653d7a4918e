import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/user/clients — the clients (Mandanten) the user belongs to. */
export function userClientsQueryOptions() {
  return routeQueryOptions(['users', 'clients'], (signal) => api('getUserClients', { signal }));
}

export function useUserClients() {
  return useQuery(userClientsQueryOptions());
}
