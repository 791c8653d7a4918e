import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';
import { processKeys } from './keys';

/** GET /api/permission/process — PROCESS_READ and PROCESS_WRITE with label and description (table columns). */
export function processPermissionsQueryOptions() {
  return routeQueryOptions(
    processKeys.processPermissions(),
    (signal) => api('getPermissionProcess', { signal }),
    NEVER_STALE,
  );
}

export function useProcessPermissions() {
  return useQuery(processPermissionsQueryOptions());
}
