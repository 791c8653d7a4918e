import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** DELETE /api/folder/{id} → 204, or 409 with a German message (not empty, Default). */
export function deleteFolder(id: string): Promise<void> {
  return apiRequest<void>(`/folder/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
