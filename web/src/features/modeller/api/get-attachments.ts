import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { MODEL_POLL_MS } from './get-last-edit';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/attachments — per element: number and hasComment/hasDocument/… flags. */
export function attachmentsQueryOptions(uuid: string) {
  return routeQueryOptions(modellerKeys.attachments(uuid), (signal) =>
    api('getBpmnByUuidAttachments', { path: { uuid }, signal }),
  );
}

/**
 * Not asked (`enabled` false) for a share-link guest, whom the route does not serve. Asked again
 * every 20 s, so others' new comments, documents and questions appear as badges without a reload.
 */
export function useAttachments(uuid: string, enabled = true) {
  return useQuery({
    ...attachmentsQueryOptions(uuid),
    enabled,
    refetchInterval: MODEL_POLL_MS,
    refetchOnWindowFocus: false,
  });
}
