import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the process list; everything below 'processes' is refreshed after a change. */
export const processKeys = {
  all: ['processes'] as const,
  folders: () => ['processes', 'folders'] as const,
  models: () => ['processes', 'models'] as const,
  folderShared: (folderId: string) => ['processes', 'folder-shared', folderId] as const,
  modelShared: (uuid: string) => ['processes', 'model-shared', uuid] as const,
  roles: () => ['process-lookups', 'roles'] as const,
  processPermissions: () => ['process-lookups', 'process-permissions'] as const,
  users: () => ['process-lookups', 'users'] as const,
  resources: (type: string) => ['process-lookups', 'resources', type] as const,
};

/** Folders and models after a mutation (and the model viewer's copy of a changed model). */
export function refreshProcessLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: processKeys.all });
}
