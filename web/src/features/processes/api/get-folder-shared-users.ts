import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { processKeys } from './keys';

/** GET /api/folder/shared/{id} — the user ids the folder is shared with. */
export function folderSharedUsersQueryOptions(folderId: string) {
  return routeQueryOptions(
    processKeys.folderShared(folderId),
    (signal) => api('getFolderSharedById', { path: { id: folderId }, signal }),
    ALWAYS_REFETCH,
  );
}

export function useFolderSharedUsers(folderId: string) {
  return useQuery(folderSharedUsersQueryOptions(folderId));
}
