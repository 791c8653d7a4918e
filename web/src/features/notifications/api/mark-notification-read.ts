import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { notificationKeys } from './keys';

/** PUT /api/user/notifications/{id}/read → 204; the list and its count are read again. */
export function markNotificationRead(id: string): Promise<void> {
  return api('putUserNotificationsByIdRead', { path: { id } });
}

export function useMarkNotificationRead() {
  return useInvalidatingMutation(markNotificationRead, notificationKeys.mine());
}
