import type { AuditEntry } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/audit — the current client's administrative changes, newest first; superusers only. */
export function getAudit(signal?: AbortSignal): Promise<AuditEntry[]> {
  return api('getAudit', { signal });
}

export function auditQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.audit(),
    queryFn: ({ signal }) => getAudit(signal),
    staleTime: 0,
  });
}

export function useAudit(options: { enabled: boolean }) {
  return useQuery({ ...auditQueryOptions(), enabled: options.enabled });
}
