import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

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

/** A mutation whose answer is the new state of the query at `queryKey` (a saved setting). */
export function useCacheReplacingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  return useCacheUpdatingMutation(mutationFn, (queryClient, saved) =>
    queryClient.setQueryData(queryKey, saved),
  );
}
