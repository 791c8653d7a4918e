/**
 * The texts of the share dialogs, opened from the process list and from the
 * modeller. Read through namespaceText (see ../i18n.ts).
 */
export const sharingDe = {
  share: {
    title: 'Prozessmodell "{{name}}" teilen',
    submit: 'Teilen',
    sharedWith: 'Geteilt mit',
    nobody: 'Das Prozessmodell ist mit niemandem einzeln geteilt.',
    remove: 'Freigabe für {{user}} entfernen',
    noUsers: 'Keine weiteren Nutzer',
    eligibleHint:
      'Angeboten werden nur Nutzer, die Prozessmodelle öffnen können (eine ihrer Rollen hat die Berechtigung „Prozesse“).',
    revoke: 'Freigabe widerrufen',
    revokeHint: 'Ohne ausgewählten Nutzer widerruft die Schaltfläche den Freigabelink.',
    confirmRevoke: {
      title: 'Freigabe widerrufen',
      text: 'Der Freigabelink wird sofort ungültig: Wer ihn hat, kann das Prozessmodell nicht mehr öffnen. Einzeln geteilte Nutzer behalten ihren Zugriff.',
      confirm: 'Freigabe widerrufen',
    },
  },
  sharedUsers: {
    title: 'Geteilte Nutzer von "{{name}}"',
  },
  common: {
    user: 'Nutzer',
    close: 'Schließen',
    loading: 'Wird geladen …',
    genericError: 'Ein Fehler ist aufgetreten',
  },
};
