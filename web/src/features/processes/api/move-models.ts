import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** PUT /api/folder/{id}/add { processes } → 204: moves own models into a folder with write permission. */
export function moveModels({ folderId, uuids }: { folderId: string; uuids: string[] }): Promise<void> {
  return api('putFolderByIdAdd', { path: { id: folderId }, body: { processes: uuids } });
}

export function useMoveModels() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveModels, onSuccess: () => refreshProcessLists(queryClient) });
}
