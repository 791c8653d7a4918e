import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

/** Query keys of the share dialogs. */
export const sharingKeys = {
  modelShared: (uuid: string) => ['sharing', 'model-shared', uuid] as const,
  shareLink: (uuid: string) => ['models', 'shareLink', uuid] as const,
};

/**
 * After sharing or unsharing a model: its users as the server answered them, and the models
 * reloaded (the list marks shared ones). The process list refreshes its own lists when its share
 * dialog closes.
 */
export async function updateModelSharedUsers(
  queryClient: QueryClient,
  userIds: string[],
  { uuid }: { readonly uuid: string },
): Promise<void> {
  queryClient.setQueryData(sharingKeys.modelShared(uuid), userIds);
  await queryClient.invalidateQueries({ queryKey: queryKeys.models.list() });
}
