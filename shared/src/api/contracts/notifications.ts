import * as z from 'zod/mini';

/**
 * Notifications (every decision is seen): a release decision tells its requester in the
 * app, written in the same transaction as the decision; kept per user under the tenant.
 */
export type NotificationKind = 'RELEASE_ACCEPTED' | 'RELEASE_REJECTED';

export interface UserNotification {
  readonly id: string;
  readonly kind: NotificationKind;
  /** The model decided on. */
  readonly uuid: string;
  readonly fileName: string;
  /** Who decided: user id and display name. */
  readonly reviewer: string;
  readonly reviewerName: string;
  /** The reason of a rejection, or the comment of an approval; null without. */
  readonly comment: string | null;
  readonly createdAt: string;
  readonly read: boolean;
}

/** GET /user/notifications: newest first (at most NOTIFICATION_LIST_LIMIT), and how many are unread. */
export interface UserNotifications {
  readonly unread: number;
  readonly items: readonly UserNotification[];
}

export const NOTIFICATION_LIST_LIMIT = 50;

/** `{id}` of PUT /user/notifications/{id}/read: base-36 time (10) and 16 hex digits. */
export const notificationIdPath = z.object({ id: z.string().check(z.regex(/^[0-9a-z]{10}[0-9a-f]{16}$/)) });

export const NOTIFICATION_MESSAGES = {
  notFound: 'Die Benachrichtigung wurde nicht gefunden.',
} as const;
