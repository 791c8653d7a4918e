import { queryOptions } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/** GET /api/user — every member of the current client with their roles. */
export function getUsers(signal?: AbortSignal) {
  return api('getUser', { signal });
}

/** Key and fetcher; each screen adds its own freshness options. */
export function usersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users.list(), queryFn: ({ signal }) => getUsers(signal) });
}
