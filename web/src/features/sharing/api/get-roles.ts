import { useQuery } from '@tanstack/react-query';
import { rolesQueryOptions } from '@/lib/api/get-roles';

/** GET /api/role — the client's roles with their flags: who of the users can open a model. */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}
