import type { SaveFolderRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** PUT /api/folder/{id} → 204 (the folder's creator only). */
export function updateFolder({ id, request }: { id: string; request: SaveFolderRequest }): Promise<void> {
  return api('putFolderById', { path: { id }, body: request });
}

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
