import type { ElementComment } from '@prozesspuls/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** POST /api/comment and DELETE /api/comment/{id}; both refresh the list and the badges. */
export function useCommentMutations(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: modellerKeys.comments(uuid, elementId) }),
      queryClient.invalidateQueries({ queryKey: modellerKeys.attachments(uuid) }),
    ]);
  const create = useMutation({
    mutationFn: (text: string) => api('postComment', { body: { text, uuidModel: uuid, elementId } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('deleteCommentById', { path: { id } }),
    onSuccess: refresh,
  });
  return { create, remove };
}
