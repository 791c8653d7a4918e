import type { ManagedUser, UpdateUserRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** PUT /api/user — the updated user, or 0 when the e-mail belongs to another user (seed 001 §8). */
export function updateUser(request: UpdateUserRequest): Promise<ManagedUser | 0> {
  return apiRequest<ManagedUser | 0>('/user', { method: 'PUT', json: request });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (result) => {
      if (result !== 0) return queryClient.invalidateQueries({ queryKey: managementKeys.users() });
      return undefined;
    },
  });
}
