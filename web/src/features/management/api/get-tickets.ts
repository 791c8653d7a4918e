import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/help/ticket — every client's tickets for the superuser, the own client's for an admin. */
export function ticketsQueryOptions() {
  return routeQueryOptions(
    managementKeys.tickets(),
    (signal) => api('getHelpTicket', { signal }),
    ALWAYS_REFETCH,
  );
}

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
