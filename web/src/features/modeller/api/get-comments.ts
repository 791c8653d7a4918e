import type { ElementComment } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/comment/bpmn/{uuid}/element/{id} — the element's comments, oldest first. */
export function useComments(uuid: string, elementId: string) {
  return useQuery({
    queryKey: modellerKeys.comments(uuid, elementId),
    queryFn: ({ signal }): Promise<ElementComment[]> =>
      api('getCommentBpmnByUuidElementById', { path: { uuid, id: elementId }, signal }),
  });
}
