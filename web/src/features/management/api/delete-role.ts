import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** DELETE /api/role/{id} — 204, or 409 while a user holds the role. */
export function deleteRole(roleId: string): Promise<void> {
  return apiRequest<void>(`/role/${encodeURIComponent(roleId)}`, { method: 'DELETE' });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.roles() }),
  });
}
