import { queryOptions } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/** GET /api/role — the client's roles with their permission flags. */
export function getRoles(signal?: AbortSignal) {
  return api('getRole', { signal });
}

/** Key and fetcher; each screen adds its own freshness options. */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.roles.list(), queryFn: ({ signal }) => getRoles(signal) });
}
