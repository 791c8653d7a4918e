import { RELEASE_MESSAGES } from '@prozesspuls/shared/messages';

/** Texts of the release workflow in the modeller and on the review screen. */
export const RELEASE_TEXTS = {
  enable: 'Freigabe-Workflow',
  enableHint: 'Änderungen werden erst nach einer Prüfung für andere Nutzer freigegeben.',
  interimSave: 'Zwischenspeichern',
  interimSaved: 'Zwischenspeichern erfolgreich',
  send: 'Zur Freigabe versenden',
  sent: 'Die Freigabeanfrage wurde versendet.',
  underReview: 'In Prüfung',
  postEdit: 'Nachbearbeitung der freigegebenen Version',
  unsavedTitle: 'Ungespeicherte Änderungen',
  unsavedText:
    'Sie haben Änderungen, die noch nicht gespeichert sind. Andere Nutzer sehen weiterhin die freigegebene Version. Was soll mit Ihren Änderungen geschehen?',
  keepDraft: 'Als Entwurf behalten',
  discard: 'Änderungen verwerfen',
  readOnlyReleased:
    'Angezeigt wird die freigegebene Version (nur Ansicht). Bei aktivierter Freigabe bearbeiten nur der Eigentümer und der Prüfer das Prozessmodell.',
  versionLabel: (version: number) => `Version ${version}`,
  releasedOn: (date: string) => `freigegeben am ${date}`,
  rejectedBy: (reviewer: string, date: string) => `Abgelehnt von ${reviewer} am ${date}`,
  acceptedBy: (reviewer: string, date: string) => `Freigegeben von ${reviewer} am ${date}`,
  reasonLabel: 'Begründung',
  dialogTitle: RELEASE_MESSAGES.dialogTitle,
  reviewer: 'Prüfer',
  reviewerLocked: 'Der Prüfer ist durch die Freigabehistorie festgelegt.',
  comment: 'Kommentar',
  fieldRequired: RELEASE_MESSAGES.fieldRequired,
  fillAllFields: RELEASE_MESSAGES.fillAllFields,
  createFailed: RELEASE_MESSAGES.createFailed,
  checking: 'Das Modell wird vor der Freigabeanfrage geprüft …',
  checksBlocked:
    'Die Modellprüfung hat Fehler gefunden. Ein Modell mit Fehlern kann nicht zur Freigabe versendet werden: Beheben Sie die Fehler und fordern Sie die Freigabe dann erneut an. Ein Klick auf einen Befund wählt sein Element aus.',
  checksWarned:
    'Die Modellprüfung hat Warnungen gefunden. Sie können sie beheben oder das Modell trotzdem zur Freigabe versenden.',
  sendAnyway: 'Trotzdem anfordern',
  close: 'Schließen',
  cancel: 'Abbrechen',
  save: 'Speichern',
  reviewDate: 'Nächste Überprüfung',
  reviewDateOn: (date: string) => `Nächste Überprüfung: ${date}`,
  reviewDateChange: 'Datum ändern',
  reviewDateTitle: 'Nächste Überprüfung festlegen',
  reviewDateText:
    'Bis zu diesem Tag soll der freigegebene Prozess überprüft werden. Danach zeigt die Prozessliste ihn als überfällig.',
  reviewDateDefault: 'Zurücksetzen auf 12 Monate nach der Freigabe',
  reviewDateFailed: 'Das Datum konnte nicht gespeichert werden.',
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
  rejectTitle: 'Freigabe ablehnen',
  rejectText: (requester: string) =>
    `Die Freigabeanfrage wird abgelehnt. ${requester} erhält den Grund per E-Mail und sieht ihn am Prozessmodell. Die freigegebene Version bleibt unverändert.`,
  rejectReason: 'Grund der Ablehnung',
  rejectReasonRequired: RELEASE_MESSAGES.rejectReasonRequired,
  acceptTitle: 'Version freigeben',
  acceptText: (requester: string) =>
    `Die angefragte Version wird freigegeben und ist danach für alle Leser sichtbar. ${requester} wird per E-Mail benachrichtigt.`,
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
