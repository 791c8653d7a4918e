import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';

/** How long an answer counts as fresh, the options in which the api files differ. */
export interface Freshness {
  readonly staleTime?: number;
  readonly refetchOnWindowFocus?: boolean;
}

/** Fetched again whenever a screen mounts (lists others may have changed meanwhile). */
export const ALWAYS_REFETCH: Freshness = { staleTime: 0 };
/** Changes only with a client switch or a deploy, both of which reload the page. */
export const NEVER_STALE: Freshness = { staleTime: Number.POSITIVE_INFINITY };

/**
 * The query options of one API read, e.g.
 * `routeQueryOptions(managementKeys.audit(), (signal) => api('getAudit', { signal }), ALWAYS_REFETCH)`:
 * the key, the call (it gets react-query's abort signal) and its freshness (react-query's default
 * when left out). Loaders, `useQuery` and cache writes share the one typed key.
 */
export function routeQueryOptions<TKey extends QueryKey, TData>(
  queryKey: TKey,
  fetch: (signal: AbortSignal) => Promise<TData>,
  freshness: Freshness = {},
) {
  return queryOptions<TData, Error, TData, TKey>({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    ...freshness,
  });
}

/**
 * `useQuery` of `routeQueryOptions(queryKey, fetch, freshness)`: the hook of an api file no loader
 * shares. `enabled` false: nothing is read until it turns true.
 */
export function useRouteQuery<TKey extends QueryKey, TData>(
  queryKey: TKey,
  fetch: (signal: AbortSignal) => Promise<TData>,
  freshness: Freshness = {},
  enabled = true,
) {
  return useQuery({ ...routeQueryOptions(queryKey, fetch, freshness), enabled });
}
