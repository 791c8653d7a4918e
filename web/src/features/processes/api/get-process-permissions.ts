import type { PermissionInfo } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys } from './keys';

/** GET /api/permission/process — PROCESS_READ and PROCESS_WRITE with label and description (table columns). */
export function getProcessPermissions(signal?: AbortSignal): Promise<PermissionInfo[]> {
  return api('getPermissionProcess', { signal });
}

export function processPermissionsQueryOptions() {
  return queryOptions({
    queryKey: processKeys.processPermissions(),
    queryFn: ({ signal }) => getProcessPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProcessPermissions() {
  return useQuery(processPermissionsQueryOptions());
}
