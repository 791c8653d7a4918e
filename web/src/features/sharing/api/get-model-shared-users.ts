import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { sharingKeys } from './keys';

/** GET /api/bpmn/{uuid}/shared-user — the users the model itself is shared with (needs canEdit). */
export function useModelSharedUsers(uuid: string) {
  return useRouteQuery(
    sharingKeys.modelShared(uuid),
    (signal) => api('getBpmnByUuidSharedUser', { path: { uuid }, signal }),
    ALWAYS_REFETCH,
  );
}
