import type { ProcessModel } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid} — the model with its diagram XML, version, canEdit and current editor. */
export function getModel(uuid: string, signal?: AbortSignal): Promise<ProcessModel> {
  return apiRequest<ProcessModel>(`/bpmn/${encodeURIComponent(uuid)}`, { signal });
}

export function modelQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: modellerKeys.model(uuid),
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
