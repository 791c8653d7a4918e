import type { QueryClient } from '@tanstack/react-query';
import { refreshWithModelList } from '@/lib/api/query-keys';

/** Query keys of the process list; everything below 'processes' is refreshed after a change. */
export const processKeys = {
  all: ['processes'] as const,
  folders: () => ['processes', 'folders'] as const,
  folderShared: (folderId: string) => ['processes', 'folder-shared', folderId] as const,
  processPermissions: () => ['process-lookups', 'process-permissions'] as const,
  reviewTasks: () => ['processes', 'review-tasks'] as const,
};

/** Folders and models after a mutation (and the model viewer's copy of a changed model). */
export function refreshProcessLists(queryClient: QueryClient): Promise<void> {
  return refreshWithModelList(queryClient, processKeys.all);
}
