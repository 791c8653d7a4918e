import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** PUT /api/bpmn/{uuid}/filename { fileName } → 204 (owner only). */
export function renameModel({ uuid, fileName }: { uuid: string; fileName: string }): Promise<void> {
  return apiRequest<void>(`/bpmn/${encodeURIComponent(uuid)}/filename`, {
    method: 'PUT',
    json: { fileName: fileName.trim() },
  });
}

export function useRenameModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameModel, onSuccess: () => refreshProcessLists(queryClient) });
}
