import type { ConnectedResource } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/connectedRessource?processId={uuid}: every process object with its linked elements of this model. */
export function getModelResources(uuid: string, signal?: AbortSignal): Promise<ConnectedResource[]> {
  return api('getConnectedRessource', { query: { processId: uuid }, signal });
}

export function modelResourcesQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.resources.list(uuid),
    queryFn: ({ signal }) => getModelResources(uuid, signal),
  });
}

export function useModelResources(uuid: string) {
  return useQuery(modelResourcesQueryOptions(uuid));
}
