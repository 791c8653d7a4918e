import type { RoleDetails } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { processKeys } from './keys';

/** GET /api/role — the client's roles, the rows of the folder's role-permission table. */
export function getRoles(signal?: AbortSignal): Promise<RoleDetails[]> {
  return apiRequest<RoleDetails[]>('/role', { signal });
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: processKeys.roles(), queryFn: ({ signal }) => getRoles(signal) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
