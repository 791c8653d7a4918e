import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { notificationKeys } from './keys';

/** How often the bell asks again while the app is open: a decision made meanwhile shows up. */
const POLL_MS = 60_000;

/** GET /api/user/notifications — my notifications in the current client, newest first, and the unread count. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.mine(),
    queryFn: ({ signal }) => api('getUserNotifications', { signal }),
    staleTime: 15_000,
    refetchInterval: POLL_MS,
  });
}
