import type { ClientDetails } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { replaceCachedClient } from '../utils/client-cache';

/** DELETE /api/client/{id}/deletion — cancels a requested tenant deletion while it waits. */
export function cancelClientDeletion(clientId: number): Promise<ClientDetails> {
  return api('deleteClientByIdDeletion', { path: { id: String(clientId) } });
}

export function useCancelClientDeletion() {
  return useCacheUpdatingMutation(cancelClientDeletion, replaceCachedClient);
}
