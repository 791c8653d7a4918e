import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys } from './keys';

/** GET /api/bpmn/{uuid}/shared-user — the users the model itself is shared with (needs canEdit). */
export function getModelSharedUsers(uuid: string, signal?: AbortSignal): Promise<string[]> {
  return api('getBpmnByUuidSharedUser', { path: { uuid }, signal });
}

export function modelSharedUsersQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: processKeys.modelShared(uuid),
    queryFn: ({ signal }) => getModelSharedUsers(uuid, signal),
    staleTime: 0,
  });
}

export function useModelSharedUsers(uuid: string) {
  return useQuery(modelSharedUsersQueryOptions(uuid));
}
