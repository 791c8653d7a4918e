/**
 * Support tickets of the help centre's 'Bug Report' tab: the numbering,
 * the states and the limits of a report, in one place for server and SPA.
 */
import { tooLongMessage } from '../messages.js';

/** A ticket's state; the labels are what the management list shows. */
export const TICKET_STATES = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_STATE_LABELS: Readonly<Record<TicketState, string>> = {
  OPEN: 'Offen',
  IN_PROGRESS: 'In Bearbeitung',
  DONE: 'Erledigt',
};

export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5000;
export const TICKET_REPLY_MAX = 5000;
/** Route and browser are filled in by the SPA; long user agents are cut, never refused. */
export const TICKET_CONTEXT_MAX = 500;
/** A screenshot may have up to 5 MB; it travels by presigned S3 upload, not through a Lambda. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** The image types a screenshot may have, decided by content on the server. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * The ticket number 'PP-<year>-<seq>', the sequence four digits wide so numbers sort as text
 * ('PP-2026-0042'); from 10000 on it simply grows.
 */
export function ticketNumber(year: number, sequence: number): string {
  return `PP-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The counter a year's ticket sequence is drawn from: numbering starts at 1 every year. */
export function ticketCounterName(year: number): string {
  return `helpTicket#${year}`;
}

export const TICKET_MESSAGES = {
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  titleTooLong: tooLongMessage('Der Titel', TICKET_TITLE_MAX),
  happenedRequired: 'Bitte beschreiben Sie, was passiert ist.',
  expectedRequired: 'Bitte beschreiben Sie, was Sie erwartet haben.',
  textTooLong: tooLongMessage('Der Text', TICKET_TEXT_MAX),
  replyRequired: 'Bitte geben Sie eine Antwort ein.',
  replyTooLong: tooLongMessage('Die Antwort', TICKET_REPLY_MAX),
  stateInvalid: 'Unbekannter Status. Erlaubt sind Offen, In Bearbeitung und Erledigt.',
  screenshotTooLarge: 'Der Screenshot darf höchstens 5 MB groß sein.',
  screenshotEmpty: 'Der Screenshot ist leer.',
  screenshotType: 'Als Screenshot sind nur Bilder (PNG, JPEG, GIF oder WebP) erlaubt.',
  screenshotMissing: 'Der Screenshot wurde nicht gefunden. Bitte laden Sie ihn erneut hoch.',
  ticketNotFound: 'Das Ticket wurde nicht gefunden.',
  onlySupport: 'Nur der Plattform-Support kann Tickets bearbeiten und beantworten.',
  numberBusy: 'Die Ticketnummer konnte nicht vergeben werden. Bitte versuchen Sie es erneut.',
} as const;
