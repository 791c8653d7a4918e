import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/connectedRessource?processId={uuid}: every process object with its linked elements of this model. */
export function modelResourcesQueryOptions(uuid: string) {
  return routeQueryOptions(queryKeys.resources.list(uuid), (signal) =>
    api('getConnectedRessource', { query: { processId: uuid }, signal }),
  );
}

export function useModelResources(uuid: string) {
  return useQuery(modelResourcesQueryOptions(uuid));
}
