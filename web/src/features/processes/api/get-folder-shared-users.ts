import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys } from './keys';

/** GET /api/folder/shared/{id} — the user ids the folder is shared with. */
export function getFolderSharedUsers(folderId: string, signal?: AbortSignal): Promise<string[]> {
  return api('getFolderSharedById', { path: { id: folderId }, signal });
}

export function folderSharedUsersQueryOptions(folderId: string) {
  return queryOptions({
    queryKey: processKeys.folderShared(folderId),
    queryFn: ({ signal }) => getFolderSharedUsers(folderId, signal),
    staleTime: 0,
  });
}

export function useFolderSharedUsers(folderId: string) {
  return useQuery(folderSharedUsersQueryOptions(folderId));
}
