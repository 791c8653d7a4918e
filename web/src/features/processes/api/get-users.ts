import type { ManagedUser } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { processKeys } from './keys';

/** GET /api/user — the users of the current client, offered by the share and transfer dialogs. */
export function getUsers(signal?: AbortSignal): Promise<ManagedUser[]> {
  return apiRequest<ManagedUser[]>('/user', { signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: processKeys.users(), queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
