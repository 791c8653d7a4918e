import type { ClientSummary } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** GET /api/user/clients — the clients (Mandanten) the user belongs to. */
export function getUserClients(signal?: AbortSignal): Promise<ClientSummary[]> {
  return api('getUserClients', { signal });
}

export function userClientsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'clients'],
    queryFn: ({ signal }) => getUserClients(signal),
  });
}

export function useUserClients() {
  return useQuery(userClientsQueryOptions());
}
