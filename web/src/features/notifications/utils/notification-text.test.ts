import type { UserNotification } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { notificationLines } from './notification-text';

const notice = (over: Partial<UserNotification>): UserNotification => ({
  id: '0000000000aaaaaaaaaaaaaaaa',
  kind: 'RELEASE_REJECTED',
  uuid: 'u',
  fileName: 'Einkauf',
  reviewer: 'admin@demo.local',
  reviewerName: 'Anna Admin',
  comment: 'Rollen fehlen',
  createdAt: '2026-11-26T10:05:00.000Z',
  read: false,
  ...over,
});

describe('notificationLines', () => {
  it('names a rejection with its reason and the reviewer', () => {
    const lines = notificationLines(notice({}));
    expect(lines.title).toBe('Abgelehnt: Einkauf');
    expect(lines.decidedBy).toMatch(/^von Anna Admin am \d{2}\.11\.2026 \d{2}:\d{2}$/);
    expect(lines.comment).toBe('Begründung: Rollen fehlen');
  });

  it('names an approval, with its comment only when there is one', () => {
    expect(notificationLines(notice({ kind: 'RELEASE_ACCEPTED', comment: null }))).toMatchObject({
      title: 'Freigegeben: Einkauf',
      comment: null,
    });
    expect(notificationLines(notice({ kind: 'RELEASE_ACCEPTED', comment: 'Passt' })).comment).toBe(
      'Kommentar: Passt',
    );
  });
});
