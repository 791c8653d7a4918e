import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { processKeys } from './keys';

/** GET /api/folder/shared/{id} — the user ids the folder is shared with. */
export function getFolderSharedUsers(folderId: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>(`/folder/shared/${encodeURIComponent(folderId)}`, { signal });
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
