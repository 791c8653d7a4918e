import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/link — the model's subprocess links with the linked models' names. */
export function linksQueryOptions(uuid: string) {
  return routeQueryOptions(
    modellerKeys.links(uuid),
    (signal) => api('getBpmnByUuidLink', { path: { uuid }, signal }),
    { staleTime: 30_000 },
  );
}

export function useLinks(uuid: string) {
  return useQuery(linksQueryOptions(uuid));
}
