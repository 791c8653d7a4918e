import type { ResourceType } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/connectedRessource/ressourceType/{type}: the client's objects of one type, newest first. */
export function resourcesOfTypeQueryOptions(type: ResourceType) {
  return routeQueryOptions(queryKeys.resources.byType(type), (signal) =>
    api('getConnectedRessourceRessourceTypeByType', { path: { type }, signal }),
  );
}

export function useResourcesOfType(type: ResourceType) {
  return useQuery(resourcesOfTypeQueryOptions(type));
}
