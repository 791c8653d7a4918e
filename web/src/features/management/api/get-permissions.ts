import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/permission — every permission with its decoded name (label) and tooltip (description). */
export function permissionsQueryOptions() {
  return routeQueryOptions(
    managementKeys.permissions(),
    (signal) => api('getPermission', { signal }),
    NEVER_STALE,
  );
}

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
