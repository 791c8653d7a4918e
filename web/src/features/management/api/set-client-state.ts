import type { ClientDetails } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { replaceCachedClient } from '../utils/client-cache';

export interface ClientStateInput {
  readonly clientToChangeId: number;
  readonly newActiveState: boolean;
}

/** POST /api/client/state — activates or deactivates a client; answers the client. */
export function setClientState(input: ClientStateInput): Promise<ClientDetails> {
  return api('postClientState', { body: input });
}

export function useSetClientState() {
  return useCacheUpdatingMutation(setClientState, replaceCachedClient);
}
