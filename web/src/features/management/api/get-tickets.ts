import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/help/ticket — every client's tickets for the superuser, the own client's for an admin. */
export function useTickets() {
  return useRouteQuery(
    managementKeys.tickets(),
    (signal) => api('getHelpTicket', { signal }),
    ALWAYS_REFETCH,
  );
}
