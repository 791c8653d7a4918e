import type { PermissionInfo } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/permission — every permission with its decoded name (label) and tooltip (description). */
export function getPermissions(signal?: AbortSignal): Promise<PermissionInfo[]> {
  return api('getPermission', { signal });
}

export function permissionsQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.permissions(),
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
