import type { RoleDetails } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/role — a new role with READ only (201). */
export function createRole(roleTitle: string): Promise<RoleDetails> {
  return api('postRole', { body: { roleTitle } });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.list() }),
  });
}
