import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { managementKeys } from './keys';

/** POST /api/help/ticket/{id}/reply — the platform support answers the reporter by mail. */
export function replyTicket(input: { readonly number: string; readonly text: string }) {
  return api('postHelpTicketByIdReply', { path: { id: input.number }, body: { text: input.text } });
}

export function useReplyTicket() {
  return useInvalidatingMutation(replyTicket, managementKeys.tickets());
}
