import type { ElementAttachments } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/attachments — per element: number and hasComment/hasDocument/… flags. */
export function useAttachments(uuid: string) {
  return useQuery({
    queryKey: modellerKeys.attachments(uuid),
    queryFn: ({ signal }): Promise<ElementAttachments[]> =>
      api('getBpmnByUuidAttachments', { path: { uuid }, signal }),
    refetchOnWindowFocus: false,
  });
}
