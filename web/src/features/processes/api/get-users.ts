import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '@/lib/api/get-users';

/** The users of the current client, offered by the share and transfer dialogs. */
export function useUsers() {
  return useQuery(usersQueryOptions());
}
