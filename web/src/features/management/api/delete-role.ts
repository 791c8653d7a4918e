import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** DELETE /api/role/{id} — 204, or 409 while a user holds the role. */
export function deleteRole(roleId: string): Promise<void> {
  return api('deleteRoleById', { path: { id: roleId } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.list() }),
  });
}
