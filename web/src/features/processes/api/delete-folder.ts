import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** DELETE /api/folder/{id} → 204, or 409 with a German message (not empty, Default). */
export function deleteFolder(id: string): Promise<void> {
  return api('deleteFolderById', { path: { id } });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
