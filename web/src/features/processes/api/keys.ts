import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

/** Query keys of the process list; everything below 'processes' is refreshed after a change. */
export const processKeys = {
  all: ['processes'] as const,
  folders: () => ['processes', 'folders'] as const,
  folderShared: (folderId: string) => ['processes', 'folder-shared', folderId] as const,
  processPermissions: () => ['process-lookups', 'process-permissions'] as const,
  reviewTasks: () => ['processes', 'review-tasks'] as const,
};

/** Folders and models after a mutation (and the model viewer's copy of a changed model). */
export async function refreshProcessLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: processKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.models.list() }),
  ]);
}
