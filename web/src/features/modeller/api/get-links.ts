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

/** `enabled` false for a share-link guest, whom the route does not serve. */
export function useLinks(uuid: string, enabled = true) {
  return useQuery({ ...linksQueryOptions(uuid), enabled });
}
