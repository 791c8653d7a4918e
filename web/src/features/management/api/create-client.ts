import type { ClientDetails } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import type { CreateClientPayload } from '../utils/client-form';
import { managementKeys } from './keys';

/** POST /api/client — an active client with its administrator (invited if new) (201). */
export function createClient(payload: CreateClientPayload): Promise<ClientDetails> {
  return api('postClient', { body: payload });
}

export function useCreateClient() {
  return useInvalidatingMutation(createClient, managementKeys.clients());
}
