import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session/use-session';
import { userQueryOptions } from '../api/get-user';

/**
 * The signed-in user's details. Used below the shell, which guarantees a session; during a
 * logout the session vanishes a moment before the shell unmounts, so the query then simply waits.
 */
export function useCurrentUser() {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...userQueryOptions(userId), enabled: userId !== '' });
}
