import type { AddUserRequest, ManagedUser } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** POST /api/user/add — adds the user to the client; a new person is invited by e-mail (201). */
export function addUser(request: AddUserRequest): Promise<ManagedUser> {
  return apiRequest<ManagedUser>('/user/add', { method: 'POST', json: request });
}

/** The list reloads after a successful add (seed 001 §4). */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.users() }),
  });
}
