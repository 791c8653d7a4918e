import { useQuery } from '@tanstack/react-query';
import { rolesQueryOptions } from '@/lib/api/get-roles';

/** The administration always shows the roles as stored now. */
export function useRoles() {
  return useQuery({ ...rolesQueryOptions(), staleTime: 0 });
}
