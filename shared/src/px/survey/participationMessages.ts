/** German texts of sending a survey and of the public participation page. */
export const PARTICIPATION_MESSAGES = {
  /** Fixed wording: an invalid recipient address. */
  invalidEmails:
    'Fehlerhaftes Format einiger Mail-Adressen. Bitte prüfen Sie die Korrektheit dieser Mail-Adressen.',
  /** Fixed wording: the snackbar after sending (2 s). */
  sent: 'Umfrage wurde erfolgreich versendet!',
  noRecipients: 'Bitte wählen Sie mindestens einen Empfänger aus.',
  unknownMember: 'Einige der ausgewählten Personen gehören nicht zu Ihrem Mandanten.',
  surveyFinished: 'Die Umfrage ist bereits beendet und kann nicht mehr versendet werden.',
  deadlinePassed: 'Die Deadline der Umfrage ist bereits abgelaufen.',
  unknownLink: 'Dieser Teilnahme-Link ist unbekannt oder nicht mehr gültig.',
  ended: 'Diese Umfrage ist beendet. Eine Teilnahme ist nicht mehr möglich.',
  alreadyAnswered: 'Sie haben an dieser Umfrage bereits teilgenommen. Vielen Dank!',
  invalidAnswers: 'Die Antworten passen nicht zu den Fragen dieser Umfrage.',
  thanks: 'Vielen Dank für Ihre Teilnahme!',
  notInvited: 'Sie sind zu dieser Umfrage nicht eingeladen oder haben bereits teilgenommen.',
} as const;

/** Days before the deadline the reminder goes to those who have not answered. */
export const DEFAULT_REMINDER_DAYS_BEFORE_DEADLINE = 7;
export const MAX_REMINDER_DAYS_BEFORE_DEADLINE = 60;

/** Recipients per POST /px/survey/send call: the web sends larger lists in chunks of this size. */
export const SEND_CHUNK_MAX_RECIPIENTS = 50;

/** The public participation page of a token (web route and mail link path). */
export const participationPath = (token: string) => `/teilnahme/${token}`;

/** A plausible e-mail address (what the send dialog and the server accept alike). */
export const RECIPIENT_EMAIL_PATTERN = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]{2,}$/;

export function isRecipientEmail(value: string): boolean {
  return value.length <= 254 && RECIPIENT_EMAIL_PATTERN.test(value.trim());
}
