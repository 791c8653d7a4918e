import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** DELETE /api/bpmn/{uuid} → 204 (owner only), with everything that refers to the model. */
export function deleteModel(uuid: string): Promise<void> {
  return api('deleteBpmnByUuid', { path: { uuid } });
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteModel, onSuccess: () => refreshProcessLists(queryClient) });
}
