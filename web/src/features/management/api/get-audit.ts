import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/audit — the current client's administrative changes, newest first; superusers only. */
export function auditQueryOptions() {
  return routeQueryOptions(managementKeys.audit(), (signal) => api('getAudit', { signal }), ALWAYS_REFETCH);
}

export function useAudit(options: { enabled: boolean }) {
  return useQuery({ ...auditQueryOptions(), enabled: options.enabled });
}
