import type { ClientDetails } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { replaceCachedClient } from '../utils/client-cache';

export interface ClientDeletionInput {
  readonly clientId: number;
  /** The tenant's name as the superuser typed it: the server checks it too. */
  readonly companyName: string;
}

/**
 * POST /api/client/{id}/deletion — requests the deletion of a whole tenant after the waiting
 * period (platform superuser); answers the client with its deletion date.
 */
export function requestClientDeletion({
  clientId,
  companyName,
}: ClientDeletionInput): Promise<ClientDetails> {
  return api('postClientByIdDeletion', { path: { id: String(clientId) }, body: { companyName } });
}

export function useRequestClientDeletion() {
  return useCacheUpdatingMutation(requestClientDeletion, replaceCachedClient);
}
