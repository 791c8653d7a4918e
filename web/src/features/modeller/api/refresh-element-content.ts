import type { QueryClient } from '@tanstack/react-query';
import { modellerKeys } from './keys';

/**
 * After a write of element content: the element's list and the model's badges (attachments) are
 * read again. Shared by the create/delete call files of comments, documents and descriptions.
 */
export function refreshElementContent(
  queryClient: QueryClient,
  uuid: string,
  listKey: readonly unknown[],
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: modellerKeys.attachments(uuid) }),
  ]);
}
