import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** DELETE /api/bpmn/{uuid} → 204 (owner only), with everything that refers to the model. */
export function deleteModel(uuid: string): Promise<void> {
  return apiRequest<void>(`/bpmn/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteModel, onSuccess: () => refreshProcessLists(queryClient) });
}
