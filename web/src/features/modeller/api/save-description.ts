import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** PUT /api/elementDescription — sets the element's one description (empty text removes it). */
export function useSaveDescription(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api('putElementDescription', { body: { text, uuidModel: uuid, elementId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(modellerKeys.description(uuid, elementId), saved);
      return queryClient.invalidateQueries({ queryKey: modellerKeys.attachments(uuid) });
    },
  });
}
