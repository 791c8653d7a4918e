import type { ClientDetails } from '@prozesspuls/shared';
import type { QueryClient } from '@tanstack/react-query';
import { managementKeys } from '../api/keys';

/** Puts the changed client the server answered in place of its old row in the client list. */
export function replaceCachedClient(queryClient: QueryClient, client: ClientDetails): void {
  queryClient.setQueryData<ClientDetails[]>(managementKeys.clients(), (clients) =>
    clients?.map((candidate) => (candidate.id === client.id ? client : candidate)),
  );
}
