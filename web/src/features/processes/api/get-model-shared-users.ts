import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { processKeys } from './keys';

/** GET /api/bpmn/{uuid}/shared-user — the users the model itself is shared with (needs canEdit). */
export function modelSharedUsersQueryOptions(uuid: string) {
  return routeQueryOptions(
    processKeys.modelShared(uuid),
    (signal) => api('getBpmnByUuidSharedUser', { path: { uuid }, signal }),
    ALWAYS_REFETCH,
  );
}

export function useModelSharedUsers(uuid: string) {
  return useQuery(modelSharedUsersQueryOptions(uuid));
}
