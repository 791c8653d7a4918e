import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '@/lib/api/get-users';

/** The client's members to pick as recipients of a survey (GET /api/user). */
export function useMembers() {
  return useQuery({ ...usersQueryOptions(), staleTime: 60_000 });
}
