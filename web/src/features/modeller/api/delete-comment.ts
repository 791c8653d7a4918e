import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';
import { refreshElementContent } from './refresh-element-content';

/** DELETE /api/comment/{id} — its author or the model's owner; refreshes the list and the badges. */
export function useDeleteComment(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteCommentById', { path: { id } }),
    onSuccess: () => refreshElementContent(queryClient, uuid, modellerKeys.comments(uuid, elementId)),
  });
}
