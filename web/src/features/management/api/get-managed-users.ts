import type { ManagedUser } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** GET /api/user — every member of the current client with their roles. */
export function getManagedUsers(signal?: AbortSignal): Promise<ManagedUser[]> {
  return apiRequest<ManagedUser[]>('/user', { signal });
}

export function managedUsersQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.users(),
    queryFn: ({ signal }) => getManagedUsers(signal),
    staleTime: 0,
  });
}

export function useManagedUsers() {
  return useQuery(managedUsersQueryOptions());
}
