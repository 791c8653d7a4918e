import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '@/lib/api/get-users';

/** The administration always shows the members as stored now. */
export function useManagedUsers() {
  return useQuery({ ...usersQueryOptions(), staleTime: 0 });
}
