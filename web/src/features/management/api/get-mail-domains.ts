import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/mailDomains — the mail domains whose addresses may receive surveys. */
export function useMailDomains() {
  return useRouteQuery(
    managementKeys.mailDomains(),
    (signal) => api('getClientMailDomains', { signal }),
    ALWAYS_REFETCH,
  );
}
