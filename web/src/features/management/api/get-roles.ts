import type { RoleDetails } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** GET /api/role — the client's roles with their permission flags. */
export function getRoles(signal?: AbortSignal): Promise<RoleDetails[]> {
  return apiRequest<RoleDetails[]>('/role', { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.roles(),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 0,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
