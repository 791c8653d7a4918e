import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';

/**
 * DELETE /api/user/{id} — Art. 17 DSGVO: removes the user from the client with their personal
 * data; their comments, questions and versions stay under 'Ehemalige/r Nutzer/in' (204).
 */
export function deleteUser(userId: string): Promise<void> {
  return api('deleteUserById', { path: { id: userId } });
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, queryKeys.users.list());
}
