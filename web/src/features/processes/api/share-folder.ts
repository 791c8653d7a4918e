import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** POST /api/folder/shared/{id} { userIds } — the complete list; answers the stored list. */
export function shareFolder({
  folderId,
  userIds,
}: {
  folderId: string;
  userIds: string[];
}): Promise<string[]> {
  return apiRequest<string[]>(`/folder/shared/${encodeURIComponent(folderId)}`, {
    method: 'POST',
    json: { userIds },
  });
}

export function useShareFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
