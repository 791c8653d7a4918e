import type { RoleDetails } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';

/** POST /api/role — a new role with READ only (201). */
export function createRole(roleTitle: string): Promise<RoleDetails> {
  return api('postRole', { body: { roleTitle } });
}

export function useCreateRole() {
  return useInvalidatingMutation(createRole, queryKeys.roles.list());
}
