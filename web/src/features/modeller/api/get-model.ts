import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelQueryOptions as baseModelQueryOptions } from '@/lib/api/get-model';

export { getModel } from '@/lib/api/get-model';

export function modelQueryOptions(uuid: string) {
  return queryOptions({
    ...baseModelQueryOptions(uuid),
    // The page imports the diagram once; later changes come through explicit reloads. The entry
    // outlives a prefetch started before the page mounts; the workspace drops it when it closes,
    // so opening the model again always loads the stored version.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 60_000,
  });
}

export function useModel(uuid: string) {
  return useQuery(modelQueryOptions(uuid));
}
