import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshChecklists } from './keys';

/** DELETE /api/checklist/{id}. */
export function deleteChecklist(id: string): Promise<void> {
  return api('deleteChecklistById', { path: { id } });
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChecklist, onSuccess: () => refreshChecklists(queryClient) });
}
