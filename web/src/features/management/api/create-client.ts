import type { ClientDetails } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import type { CreateClientPayload } from '../utils/client-form';
import { managementKeys } from './keys';

/** POST /api/client — an active client with its administrator (invited if new) (201). */
export function createClient(payload: CreateClientPayload): Promise<ClientDetails> {
  return api('postClient', { body: payload });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.clients() }),
  });
}
