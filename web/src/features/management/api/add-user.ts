import type { AddUserRequest, ManagedUser } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';

/** POST /api/user/add — adds the user to the client; a new person is invited by e-mail (201). */
export function addUser(request: AddUserRequest): Promise<ManagedUser> {
  return api('postUserAdd', { body: request });
}

/** The list reloads after a successful add. */
export function useAddUser() {
  return useInvalidatingMutation(addUser, queryKeys.users.list());
}
