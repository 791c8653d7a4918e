import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';

/** DELETE /api/role/{id} — 204, or 409 while a user holds the role. */
export function deleteRole(roleId: string): Promise<void> {
  return api('deleteRoleById', { path: { id: roleId } });
}

export function useDeleteRole() {
  return useInvalidatingMutation(deleteRole, queryKeys.roles.list());
}
