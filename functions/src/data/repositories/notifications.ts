import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf } from './reads.js';

/** The key of one user's notification in one client. */
export interface NotificationKey {
  readonly clientId: number;
  readonly userId: string;
  readonly notificationId: string;
}

/** All notifications of a user in a client, newest first. */
export async function listNotifications(clientId: number, userId: string) {
  return allOf(getDb().entities.notification.query.byClient({ clientId, userId }), { order: 'desc' });
}

/**
 * Stamps a notification read unless it was read already (one conditional patch): 'marked', or
 * 'unchanged' when it was read before, or 'missing' when there is no such notification.
 */
export async function markNotificationReadAt(
  key: NotificationKey,
  readAt: string,
): Promise<'marked' | 'unchanged' | 'missing'> {
  try {
    await getDb()
      .entities.notification.patch(key)
      .set({ readAt })
      .where((a, op) => op.notExists(a.readAt))
      .go();
    return 'marked';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The condition fails both for a missing item (patch requires it) and for one read already.
    const { data } = await getDb().entities.notification.get(key).go();
    return data ? 'unchanged' : 'missing';
  }
}
