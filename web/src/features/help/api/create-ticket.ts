import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** POST /api/help/ticket — the bug report; answers the stored ticket with its number. */
export function useCreateTicket() {
  return useMutation({
    mutationFn: (body: RouteBody<'postHelpTicket'>) => api('postHelpTicket', { body }),
  });
}
