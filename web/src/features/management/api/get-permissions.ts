import { api } from '@/lib/api/call';
import { NEVER_STALE, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/permission — every permission with its decoded name (label) and tooltip (description). */
export function usePermissions() {
  return useRouteQuery(
    managementKeys.permissions(),
    (signal) => api('getPermission', { signal }),
    NEVER_STALE,
  );
}
