import type { ClientSummary } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/user/clients — the clients (Mandanten) the user belongs to. */
export function getUserClients(signal?: AbortSignal): Promise<ClientSummary[]> {
  return apiRequest<ClientSummary[]>('/user/clients', { signal });
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
