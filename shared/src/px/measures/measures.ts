/**
 * Measures plan ('Maßnahmenplan'): a measure taken on an evaluation node or question of
 * a survey closes the loop of a psychological risk assessment. Pure rules shared by the API and
 * the SPA: statuses, limits, messages and when a measure is overdue.
 */
import { tooLongMessage } from '../../messages.js';
import { isOneOf } from '../../oneOf.js';

export const MEASURE_STATUSES = ['offen', 'in Arbeit', 'erledigt'] as const;
export type MeasureStatus = (typeof MEASURE_STATUSES)[number];

export const MEASURE_TITLE_MAX = 200;
export const MEASURE_DESCRIPTION_MAX = 4000;
/** Names of nodes and questions as the evaluation shows them (copied onto the measure). */
export const MEASURE_TARGET_NAME_MAX = 1000;

export const MEASURE_MESSAGES = {
  titleRequired: 'Bitte geben Sie einen Titel für die Maßnahme ein.',
  titleTooLong: tooLongMessage('Der Titel', MEASURE_TITLE_MAX),
  descriptionTooLong: tooLongMessage('Die Beschreibung', MEASURE_DESCRIPTION_MAX),
  responsibleRequired: 'Bitte wählen Sie eine verantwortliche Person aus.',
  responsibleNotMember: 'Die verantwortliche Person gehört nicht zu diesem Mandanten.',
  dueDateInvalid: 'Bitte geben Sie ein gültiges Fälligkeitsdatum an (TT.MM.JJJJ).',
  statusInvalid: 'Der Status muss „offen“, „in Arbeit“ oder „erledigt“ sein.',
  targetRequired: 'Eine Maßnahme gehört zu einem Knoten oder einer Frage der Auswertung.',
  notFound: 'Die Maßnahme wurde nicht gefunden.',
  surveyNotFound: 'Die Umfrage wurde nicht gefunden.',
  deleteConfirm: 'Möchten Sie diese Maßnahme wirklich löschen?',
} as const;

export const isMeasureStatus = (value: string): value is MeasureStatus => isOneOf(MEASURE_STATUSES, value);

const DUE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date YYYY-MM-DD that exists (no 31 February). */
export function isValidDueDate(value: string): boolean {
  const match = DUE_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minutes Berlin is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The moment a measure due on `dueDate` (YYYY-MM-DD) becomes overdue: the start of the following
 * day in German time, so a measure is on time all through its due day.
 */
export function overdueAt(dueDate: string): number {
  const match = DUE_DATE.exec(dueDate);
  if (!match) throw new Error(`invalid due date ${dueDate}`);
  const nextDayUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  // The offset at midnight Berlin lies within two hours of UTC midnight; DST switches at 1–3 h UTC.
  return nextDayUtc - berlinOffsetMinutes(nextDayUtc - 2 * 3_600_000) * 60_000;
}

/** Overdue: not done and past its due day. */
export function isMeasureOverdue(
  measure: { readonly status: MeasureStatus; readonly dueDate: string },
  now: number,
): boolean {
  return measure.status !== 'erledigt' && now >= overdueAt(measure.dueDate);
}

/** DD.MM.YYYY of a due date, as the screens and the mail show it. */
export function germanDueDate(dueDate: string): string {
  const match = DUE_DATE.exec(dueDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : dueDate;
}
