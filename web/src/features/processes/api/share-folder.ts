import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** POST /api/folder/shared/{id} { userIds } — the complete list; answers the stored list. */
export function shareFolder({
  folderId,
  userIds,
}: {
  folderId: string;
  userIds: string[];
}): Promise<string[]> {
  return api('postFolderSharedById', { path: { id: folderId }, body: { userIds } });
}

export function useShareFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareFolder, onSuccess: () => refreshProcessLists(queryClient) });
}
