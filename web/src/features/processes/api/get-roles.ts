import { useQuery } from '@tanstack/react-query';
import { rolesQueryOptions } from '@/lib/api/get-roles';

/** The rows of the folder's role-permission table. */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}
