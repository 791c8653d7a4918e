import { RELEASE_MESSAGES } from '@prozesspuls/shared/messages';

/** Texts of the release workflow in the modeller and on the review screen (seed 000 §2, §5). */
export const RELEASE_TEXTS = {
  enable: 'Freigabe-Workflow',
  enableHint: 'Änderungen werden erst nach einer Prüfung für andere Nutzer freigegeben.',
  interimSave: 'Zwischenspeichern',
  interimSaved: 'Zwischenspeichern erfolgreich',
  send: 'Zur Freigabe versenden',
  sent: 'Die Freigabeanfrage wurde versendet.',
  underReview: 'In Prüfung',
  showsReleased:
    'Eine neuere Version wird gerade geprüft. Angezeigt wird die zuletzt freigegebene Version (nur Ansicht).',
  postEdit: 'Nachbearbeitung der freigegebenen Version',
  dialogTitle: RELEASE_MESSAGES.dialogTitle,
  reviewer: 'Prüfer',
  reviewerLocked: 'Der Prüfer ist durch die Freigabehistorie festgelegt.',
  comment: 'Kommentar',
  fieldRequired: RELEASE_MESSAGES.fieldRequired,
  fillAllFields: RELEASE_MESSAGES.fillAllFields,
  createFailed: RELEASE_MESSAGES.createFailed,
  cancel: 'Abbrechen',
  historyTab: 'Prozesshistorie',
  requestsTab: 'Freigabeanfragen',
  noRequests: 'Es gibt noch keine Freigabeanfragen.',
  requestBy: 'von {requester} an {reviewer}',
  stateOpen: 'Offen',
  stateAccepted: 'Freigegeben',
  stateRejected: 'Abgelehnt',
  reviewTitle: 'Freigabe prüfen',
  reject: 'Ablehnen',
  accept: 'Freigeben',
  acceptAndEdit: 'Freigeben & Bearbeiten',
  decisionComment: 'Kommentar zur Entscheidung (optional)',
  noOpenRequest: 'Zu diesem Prozessmodell gibt es keine offene Freigabeanfrage.',
  notReviewer: 'Nur der Prüfer der neuesten Freigabeanfrage kann darüber entscheiden.',
  decided: 'Entscheidung gespeichert.',
  changeHistory: 'Änderungshistorie',
  changes: 'Änderungen gegenüber der zuletzt freigegebenen Version',
  noChanges: 'Keine Änderungen an Elementen.',
  firstRelease: 'Es gibt noch keine freigegebene Version; alle Elemente sind neu.',
  added: 'Hinzugefügt',
  removed: 'Entfernt',
  changed: 'Geändert',
  moved: 'Verschoben',
  requested: 'Angefragte Version',
  released: 'Zuletzt freigegebene Version',
} as const;

export const stateLabel = (state: 'ACCEPTED' | 'REJECTED' | null) =>
  state === 'ACCEPTED'
    ? RELEASE_TEXTS.stateAccepted
    : state === 'REJECTED'
      ? RELEASE_TEXTS.stateRejected
      : RELEASE_TEXTS.stateOpen;
