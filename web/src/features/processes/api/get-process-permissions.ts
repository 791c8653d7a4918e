import { api } from '@/lib/api/call';
import { NEVER_STALE, useRouteQuery } from '@/lib/api/route-query';
import { processKeys } from './keys';

/** GET /api/permission/process — PROCESS_READ and PROCESS_WRITE with label and description (table columns). */
export function useProcessPermissions() {
  return useRouteQuery(
    processKeys.processPermissions(),
    (signal) => api('getPermissionProcess', { signal }),
    NEVER_STALE,
  );
}
