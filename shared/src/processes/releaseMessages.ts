/** German texts of the release workflow, free of zod so the SPA can import them cheaply. */
export const RELEASE_COMMENT_MAX = 2000;

export const RELEASE_MESSAGES = {
  dialogTitle: 'Prozess zur Freigabe versenden',
  /** Reviewer and comment alike are required with this text. */
  fieldRequired: 'Prozessverantwortlicher muss angegeben werden',
  fillAllFields: 'Bitte alle Felder ausfüllen',
  createFailed: 'Fehler beim Erstellen der Freigabeanfrage',
  notEnabled: 'Die Freigabe ist für dieses Prozessmodell nicht aktiviert.',
  reviewerFixed: 'Der Prüfer ist durch die Freigabehistorie festgelegt.',
  reviewerNotSelf: 'Sie können sich nicht selbst als Prüfer wählen.',
  reviewerCannotReview: 'Der gewählte Prüfer darf dieses Prozessmodell nicht bearbeiten.',
  onlyReviewer: 'Nur der Prüfer der neuesten Freigabeanfrage kann darüber entscheiden.',
  alreadyDecided: 'Über diese Freigabeanfrage wurde bereits entschieden.',
  notNewest: 'Es gibt eine neuere Freigabeanfrage zu diesem Prozessmodell.',
  changedMeanwhile: 'Das Prozessmodell wurde inzwischen geändert. Bitte laden Sie es neu.',
  underReview: 'Eine neuere Version des Prozessmodells wird gerade geprüft.',
  onlyReleaseEditors:
    'Bei aktivierter Freigabe bearbeiten nur der Eigentümer und der Prüfer das Prozessmodell. Angezeigt wird die freigegebene Version.',
  linkCannotEditUnderRelease:
    'Über einen Freigabelink kann ein Prozessmodell mit aktivierter Freigabe nicht bearbeitet werden.',
  rejectReasonRequired: 'Bitte geben Sie einen Grund für die Ablehnung an.',
} as const;

export type ReleaseRequestState = 'ACCEPTED' | 'REJECTED';
