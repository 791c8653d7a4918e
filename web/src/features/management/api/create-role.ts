import type { RoleDetails } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** POST /api/role — a new role with READ only (201). */
export function createRole(roleTitle: string): Promise<RoleDetails> {
  return apiRequest<RoleDetails>('/role', { method: 'POST', json: { roleTitle } });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.roles() }),
  });
}
