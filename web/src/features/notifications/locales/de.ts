/** The texts of the notification area, namespace 'notifications' (see ../i18n.ts). */
export const notificationsDe = {
  bell: 'Benachrichtigungen',
  bellUnread: 'Benachrichtigungen, {{count}} ungelesen',
  title: 'Benachrichtigungen',
  empty: 'Keine Benachrichtigungen',
  loading: 'Benachrichtigungen werden geladen …',
  accepted: 'Freigegeben: {{name}}',
  rejected: 'Abgelehnt: {{name}}',
  decidedBy: 'von {{reviewer}} am {{date}}',
  reason: 'Begründung: {{comment}}',
  comment: 'Kommentar: {{comment}}',
  open: 'Zum Prozessmodell',
  markRead: 'Als gelesen markieren',
  unread: 'Ungelesen',
  markFailed: 'Die Benachrichtigung konnte nicht als gelesen markiert werden.',
};
