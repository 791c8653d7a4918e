import type { TicketState } from '@prozesspuls/shared/help';
import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { managementKeys } from './keys';

/** PUT /api/help/ticket/{id} — the platform support sets a ticket's state. */
export function setTicketState(input: { readonly number: string; readonly state: TicketState }) {
  return api('putHelpTicketById', { path: { id: input.number }, body: { state: input.state } });
}

export function useSetTicketState() {
  return useInvalidatingMutation(setTicketState, managementKeys.tickets());
}
