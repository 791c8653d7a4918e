import type { ManagedUser, UpdateUserRequest } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';

/** PUT /api/user — the updated user, or 0 when the e-mail belongs to another user. */
export function updateUser(request: UpdateUserRequest): Promise<ManagedUser | 0> {
  return api('putUser', { body: request });
}

export function useUpdateUser() {
  return useCacheUpdatingMutation(updateUser, (queryClient, result) =>
    result === 0 ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.users.list() }),
  );
}
