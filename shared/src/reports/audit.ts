import { kindLabelOf } from '../bpmnXml/kindLabels.js';
import { formatFileDate } from '../format/german.js';
/**
 * Document control of a released process (ISO 9001 §7.5): the release state and
 * version an auditor reads on the report, the next review date, and the names of downloads.
 * Pure, so the report, the process list and the SPA's downloads agree.
 */

export type ReleaseStateLabel = 'Entwurf' | 'In Prüfung' | 'Freigegeben' | 'Abgelehnt';

/** What the release history says about one request (GET /bpmn/release/{uuid} or the records). */
export interface ReleaseHistoryEntry {
  readonly requestState: 'ACCEPTED' | 'REJECTED' | null;
  readonly reviewer: string;
  readonly createdDate: string;
  readonly decidedAt: string | null;
}

export interface ReleaseAudit {
  /** null while the release workflow is off: then nothing is released or reviewed. */
  readonly state: ReleaseStateLabel | null;
  /** 1, 2, 3 … per approval; 0 before the first one. */
  readonly version: number;
  readonly approver: string | null;
  readonly approvedAt: string | null;
}

/** Months after an approval until the process is due for review, unless a date is set. */
export const REVIEW_INTERVAL_MONTHS = 12;

const newestFirst = (entries: readonly ReleaseHistoryEntry[]) =>
  [...entries].sort((a, b) => b.createdDate.localeCompare(a.createdDate));

/**
 * The released version's number: one per approval. Counted from the history until the model
 * stores its own number; the one place to swap when it does.
 */
export function releaseVersionOf(history: readonly ReleaseHistoryEntry[]): number {
  return history.filter((entry) => entry.requestState === 'ACCEPTED').length;
}

/**
 * State, version and the last approval. The newest request decides the state: undecided is
 * 'In Prüfung', rejected 'Abgelehnt'; accepted is 'Freigegeben' only while the working version
 * is still the approved one (`draftChanged` false), else the draft after it is an 'Entwurf'.
 */
export function releaseAuditOf(input: {
  readonly releaseEnabled: boolean;
  readonly draftChanged: boolean;
  readonly history: readonly ReleaseHistoryEntry[];
}): ReleaseAudit {
  const sorted = newestFirst(input.history);
  const lastApproval = sorted.find((entry) => entry.requestState === 'ACCEPTED');
  const base = {
    version: releaseVersionOf(sorted),
    approver: lastApproval?.reviewer ?? null,
    approvedAt: lastApproval?.decidedAt ?? null,
  };
  if (!input.releaseEnabled) return { state: null, ...base };
  const newest = sorted[0];
  let state: ReleaseStateLabel = 'Entwurf';
  if (newest?.requestState === null) state = 'In Prüfung';
  else if (newest?.requestState === 'REJECTED') state = 'Abgelehnt';
  else if (newest?.requestState === 'ACCEPTED' && !input.draftChanged) state = 'Freigegeben';
  return { state, ...base };
}

/** `iso` plus whole calendar months (the 31st becomes the month's last day, never spills over). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/** The next review: the date set on the model, else 12 months after the last approval, else none. */
export function nextReviewDate(
  reviewDueAt: string | null | undefined,
  approvedAt: string | null,
): string | null {
  if (reviewDueAt) return reviewDueAt;
  return approvedAt ? addMonths(approvedAt, REVIEW_INTERVAL_MONTHS) : null;
}

/** Latest review date that can be set: ten years ahead (a typo such as 2206 is refused). */
export const REVIEW_DATE_MAX_YEARS = 10;

export const REVIEW_DATE_MESSAGES = {
  invalid: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  past: 'Das Datum der nächsten Überprüfung darf nicht in der Vergangenheit liegen.',
  tooFar: `Das Datum der nächsten Überprüfung darf höchstens ${REVIEW_DATE_MAX_YEARS} Jahre in der Zukunft liegen.`,
  notAllowed: 'Nur der Eigentümer und der Prüfer können das Datum der nächsten Überprüfung ändern.',
  saved: 'Das Datum der nächsten Überprüfung wurde gespeichert.',
  changedMeanwhile: 'Das Prozessmodell wurde inzwischen geändert. Bitte laden Sie es neu.',
} as const;

/**
 * Why `day` ('YYYY-MM-DD') cannot be a model's next review date, or undefined when it can: it must
 * be a real calendar day, not before today (German time) and at most ten years ahead.
 */
export function reviewDateError(day: string, now: number): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return REVIEW_DATE_MESSAGES.invalid;
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    return REVIEW_DATE_MESSAGES.invalid;
  const today = fileDate(now);
  if (day < today) return REVIEW_DATE_MESSAGES.past;
  if (day > addMonths(`${today}T00:00:00.000Z`, REVIEW_DATE_MAX_YEARS * 12).slice(0, 10))
    return REVIEW_DATE_MESSAGES.tooFar;
  return undefined;
}

/** Overdue once the review date has passed. */
export function isReviewOverdue(dueAt: string | null | undefined, now: number): boolean {
  return dueAt ? Date.parse(dueAt) < now : false;
}

export type DownloadKind = 'pdf' | 'report' | 'bpmn' | 'svg' | 'png';

/** YYYY-MM-DD of `at` in German time: the day the file was made. */
export function fileDate(at: number): string {
  return formatFileDate(at);
}

/**
 * Distinct download names: `<Prozess>_v<Version>_<Datum>.pdf` for the diagram,
 * `…_Bericht.pdf` for the report, `….bpmn` for the XML, `….svg` and `….png` for the diagram as an
 * image; characters file systems refuse become '_'.
 */
export function downloadFileName(
  processName: string,
  version: number,
  at: number,
  kind: DownloadKind,
): string {
  const safe = processName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'Prozess';
  const stem = `${safe}_v${version}_${fileDate(at)}`;
  if (kind === 'report') return `${stem}_Bericht.pdf`;
  return `${stem}.${kind}`;
}

/**
 * The evaluation PDF's download name: `<Umfrage>_Auswertung_<Datum>.pdf`, the date
 * the file was made in German time (YYYY-MM-DD); characters file systems refuse become '_'. The
 * server's Content-Disposition and the web's download use it alike.
 */
export function evaluationReportFileName(surveyTitle: string, at: number): string {
  const safe = surveyTitle.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'Umfrage';
  return `${safe}_Auswertung_${fileDate(at)}.pdf`;
}

/** The German kind of a BPMN element type, 'Element' for kinds not listed. */
export function germanKindOf(type: string): string {
  return kindLabelOf(type).de;
}

/**
 * The Tätigkeit of a report row: the element's name, else its German kind and number (the element
 * number, else its place among the unnamed elements of that kind), so no row is empty.
 */
export function activityLabel(
  name: string | undefined,
  type: string,
  number: string,
  ordinal: number,
): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return `${germanKindOf(type)} ${number || ordinal}`;
}
