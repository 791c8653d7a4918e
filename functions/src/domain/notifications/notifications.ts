import { randomBytes } from 'node:crypto';
import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type UserNotification,
  type UserNotifications,
} from '@prozesspuls/shared';
import { listNotifications, markNotificationReadAt } from '../../data/repositories/notifications.js';
import { NotFound } from '../errors.js';
import type { Identity } from '../identity.js';

/** Base-36 time, then random hex: sorts by creation, unguessable, fits `notificationIdPath`. */
export function newNotificationId(now: number): string {
  return `${now.toString(36).padStart(10, '0')}${randomBytes(8).toString('hex')}`;
}

/** What a release decision tells its requester. */
export interface DecisionNotice {
  readonly clientId: number;
  readonly requester: string;
  readonly accepted: boolean;
  readonly uuid: string;
  readonly fileName: string;
  readonly reviewer: string;
  readonly reviewerName: string;
  readonly comment: string | undefined;
  readonly decidedAt: string;
  readonly now: number;
}

/**
 * The item of a decision's notification, for the decision's own transaction: the requester sees the
 * decision exactly when it was made, never without it, never twice.
 */
export function decisionNotificationItem(notice: DecisionNotice) {
  const kind: NotificationKind = notice.accepted ? 'RELEASE_ACCEPTED' : 'RELEASE_REJECTED';
  return {
    clientId: notice.clientId,
    userId: notice.requester,
    notificationId: newNotificationId(notice.now),
    kind,
    uuid: notice.uuid,
    fileName: notice.fileName,
    reviewer: notice.reviewer,
    reviewerName: notice.reviewerName,
    createdAt: notice.decidedAt,
    ...(notice.comment ? { comment: notice.comment } : {}),
  };
}

/** The caller's notifications in the current client, newest first, and how many are unread. */
export async function myNotifications(caller: Identity): Promise<UserNotifications> {
  const data = await listNotifications(caller.clientId, caller.userId);
  const items: UserNotification[] = data.slice(0, NOTIFICATION_LIST_LIMIT).map((item) => ({
    id: item.notificationId,
    kind: item.kind as NotificationKind,
    uuid: item.uuid,
    fileName: item.fileName,
    reviewer: item.reviewer,
    reviewerName: item.reviewerName,
    comment: item.comment ?? null,
    createdAt: item.createdAt,
    read: item.readAt !== undefined,
  }));
  return { unread: data.filter((item) => item.readAt === undefined).length, items };
}

/**
 * Marks one of the caller's notifications read (again: no change). Keyed by the caller's client and
 * id, so another user's or tenant's notification is a 404, as is an unknown one.
 */
export async function markNotificationRead(caller: Identity, id: string, now = Date.now()): Promise<void> {
  const key = { clientId: caller.clientId, userId: caller.userId, notificationId: id };
  const outcome = await markNotificationReadAt(key, new Date(now).toISOString());
  if (outcome === 'missing') throw new NotFound(NOTIFICATION_MESSAGES.notFound);
}
