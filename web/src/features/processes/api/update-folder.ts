import type { SaveFolderRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** PUT /api/folder/{id} → 204 (the folder's creator only). */
export function updateFolder({ id, request }: { id: string; request: SaveFolderRequest }): Promise<void> {
  return apiRequest<void>(`/folder/${encodeURIComponent(id)}`, { method: 'PUT', json: request });
}

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
