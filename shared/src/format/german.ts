/**
 * Every date and number a user reads, in German format and German time (Europe/Berlin), in the
 * browser, the mails and the PDFs alike. A missing or broken value shows as '—', never 'NaN' or
 * 'Invalid Date'.
 */
export const NO_VALUE = '—';

const TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayTimeFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const longDayTimeFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** An ISO string, epoch milliseconds or a Date; anything else is no date. */
export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** TT.MM.JJJJ: '26.11.2026'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dayFormat.format(date) : NO_VALUE;
}

/** TT.MM.JJJJ HH:mm: '26.11.2026 14:05'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dayTimeFormat.format(date).replace(',', '') : NO_VALUE;
}

/** The day with the month's name and the time, for running text in mails: '26. November 2026 um 14:05'. */
export function formatDateTimeLong(value: DateInput): string {
  const date = toDate(value);
  return date ? longDayTimeFormat.format(date) : NO_VALUE;
}

/** JJJJ-MM-TT of the German day, for file names that sort by date: '2026-11-26'. */
export function formatFileDate(value: DateInput): string {
  const date = toDate(value);
  return date ? isoDayFormat.format(date) : NO_VALUE;
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** A number with exactly `digits` decimals and a German comma: 2.5 → '2,5'. */
export function formatDecimal(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  let format = decimalFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimalFormats.set(digits, format);
  }
  return format.format(value);
}
