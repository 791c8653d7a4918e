import type { UserNotification } from '@prozesspuls/shared';
import { formatDateTime } from '@/lib/format-date';
import { nt } from '../i18n';

/** The lines of one notification: what was decided on which model, by whom and when, and why. */
export function notificationLines(notification: UserNotification) {
  const accepted = notification.kind === 'RELEASE_ACCEPTED';
  return {
    title: nt(accepted ? 'accepted' : 'rejected', { name: notification.fileName }),
    decidedBy: nt('decidedBy', {
      reviewer: notification.reviewerName,
      date: formatDateTime(notification.createdAt),
    }),
    comment: notification.comment
      ? nt(accepted ? 'comment' : 'reason', { comment: notification.comment })
      : null,
  };
}
