import type { SaveFolderRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** POST /api/folder → 201 { id } */
export function createFolder(request: SaveFolderRequest): Promise<{ id: string }> {
  return api('postFolder', { body: request });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
