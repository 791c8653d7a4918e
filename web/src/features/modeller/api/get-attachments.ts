import type { ElementAttachments } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { MODEL_POLL_MS } from './get-last-edit';
import { modellerKeys } from './keys';

/**
 * GET /api/bpmn/{uuid}/attachments — per element: number and hasComment/hasDocument/… flags.
 * Not asked (`enabled` false) for a share-link guest, whom the route does not serve. Asked again
 * every 20 s, so others' new comments, documents and questions appear as badges without a reload.
 */
export function useAttachments(uuid: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: modellerKeys.attachments(uuid),
    queryFn: ({ signal }): Promise<ElementAttachments[]> =>
      api('getBpmnByUuidAttachments', { path: { uuid }, signal }),
    refetchInterval: MODEL_POLL_MS,
    refetchOnWindowFocus: false,
  });
}
