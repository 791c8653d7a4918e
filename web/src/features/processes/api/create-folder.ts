import type { SaveFolderRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** POST /api/folder → 201 { id } */
export function createFolder(request: SaveFolderRequest): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/folder', { method: 'POST', json: request });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
