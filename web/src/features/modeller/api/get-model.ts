import type { ProcessModel } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modelQueryOptions as baseModelQueryOptions, getModel as getOwnModel } from '@/lib/api/get-model';
import { shareCall } from './share-access';

/** GET /bpmn/{uuid}, or GET /share/{token} for a model opened through a share link. */
export function getModel(uuid: string, signal?: AbortSignal): Promise<ProcessModel> {
  const shared = shareCall(uuid);
  if (shared) return api('getShareByToken', { ...shared, ...(signal ? { signal } : {}) });
  return getOwnModel(uuid, signal);
}

export function modelQueryOptions(uuid: string) {
  return queryOptions({
    ...baseModelQueryOptions(uuid),
    queryFn: ({ signal }) => getModel(uuid, signal),
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
