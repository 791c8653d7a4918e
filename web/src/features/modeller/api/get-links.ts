import type { SubprocessLink } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/link — the model's subprocess links with the linked models' names. */
export function getLinks(uuid: string, signal?: AbortSignal): Promise<SubprocessLink[]> {
  return api('getBpmnByUuidLink', { path: { uuid }, signal });
}

export function linksQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: modellerKeys.links(uuid),
    queryFn: ({ signal }) => getLinks(uuid, signal),
    staleTime: 30_000,
  });
}

export function useLinks(uuid: string) {
  return useQuery(linksQueryOptions(uuid));
}
