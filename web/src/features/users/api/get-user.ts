import type { UserDetails } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** GET /api/user/{userId} — names, icon colour, current client and effective permissions. */
export function getUser(userId: string, signal?: AbortSignal): Promise<UserDetails> {
  return api('getUserById', { path: { id: userId }, signal });
}

export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', 'detail', userId],
    queryFn: ({ signal }) => getUser(userId, signal),
    // Permissions decide route guards; keep them for the session, a client switch reloads the page.
    staleTime: 5 * 60_000,
  });
}

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
