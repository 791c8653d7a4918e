import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';
import { refreshElementContent } from './refresh-element-content';

/**
 * POST /api/comment — the text keeps mentions as `@[userId]` tokens (the server mails those
 * members); refreshes the list and the badges.
 */
export function useCreateComment(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api('postComment', { body: { text, uuidModel: uuid, elementId } }),
    onSuccess: () => refreshElementContent(queryClient, uuid, modellerKeys.comments(uuid, elementId)),
  });
}
