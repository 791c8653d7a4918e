import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

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
 * A mutation whose success updates the cache: `afterSuccess` gets the query client, the answer and
 * the call's argument (return the invalidation's promise to keep the mutation pending until the
 * lists have reloaded).
 */
export function useCacheUpdatingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  afterSuccess: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => afterSuccess(queryClient, data, variables),
  });
}

/** A mutation after whose success the queries under `queryKey` load again. */
export function useInvalidatingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  return useCacheUpdatingMutation(mutationFn, (queryClient) => queryClient.invalidateQueries({ queryKey }));
}
