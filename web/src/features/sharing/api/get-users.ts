import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '@/lib/api/get-users';

/** GET /api/user — the users of the current client, offered by the share dialog. */
export function useUsers() {
  return useQuery(usersQueryOptions());
}
