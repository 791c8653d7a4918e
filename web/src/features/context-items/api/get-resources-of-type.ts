import type { ConnectedResource, ResourceType } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/connectedRessource/ressourceType/{type}: the client's objects of one type, newest first. */
export function getResourcesOfType(type: ResourceType, signal?: AbortSignal): Promise<ConnectedResource[]> {
  return api('getConnectedRessourceRessourceTypeByType', { path: { type }, signal });
}

export function resourcesOfTypeQueryOptions(type: ResourceType) {
  return queryOptions({
    queryKey: queryKeys.resources.byType(type),
    queryFn: ({ signal }) => getResourcesOfType(type, signal),
  });
}

export function useResourcesOfType(type: ResourceType) {
  return useQuery(resourcesOfTypeQueryOptions(type));
}
