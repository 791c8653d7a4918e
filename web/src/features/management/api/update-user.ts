import type { ManagedUser, UpdateUserRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/user — the updated user, or 0 when the e-mail belongs to another user (seed 001 §8). */
export function updateUser(request: UpdateUserRequest): Promise<ManagedUser | 0> {
  return api('putUser', { body: request });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (result) => {
      if (result !== 0) return queryClient.invalidateQueries({ queryKey: queryKeys.users.list() });
      return undefined;
    },
  });
}
