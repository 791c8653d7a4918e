import { describe, expect, it } from 'vitest';
import {
  activityLabel,
  addMonths,
  downloadFileName,
  evaluationReportFileName,
  isReviewOverdue,
  nextReviewDate,
  REVIEW_DATE_MESSAGES,
  type ReleaseHistoryEntry,
  releaseAuditOf,
  releaseVersionOf,
  reviewDateError,
} from './audit.js';

const accepted = (day: string, reviewer = 'pruefer@demo.local'): ReleaseHistoryEntry => ({
  requestState: 'ACCEPTED',
  reviewer,
  createdDate: `2026-${day}T08:00:00.000Z`,
  decidedAt: `2026-${day}T09:00:00.000Z`,
});
const rejected = (day: string): ReleaseHistoryEntry => ({ ...accepted(day), requestState: 'REJECTED' });
const waiting = (day: string): ReleaseHistoryEntry => ({
  ...accepted(day),
  requestState: null,
  decidedAt: null,
});

describe('release audit', () => {
  it('numbers the released version by approvals only, rejections and open requests do not count', () => {
    expect(releaseVersionOf([])).toBe(0);
    expect(
      releaseVersionOf([accepted('01-10'), rejected('02-10'), accepted('03-10'), waiting('04-10')]),
    ).toBe(2);
  });

  it('takes the state from the newest request and the approver from the newest approval', () => {
    const history = [accepted('01-10', 'a@x'), accepted('03-10', 'b@x'), rejected('02-10')];
    expect(releaseAuditOf({ releaseEnabled: true, draftChanged: false, history })).toEqual({
      state: 'Freigegeben',
      version: 2,
      approver: 'b@x',
      approvedAt: '2026-03-10T09:00:00.000Z',
    });
    expect(releaseAuditOf({ releaseEnabled: true, draftChanged: true, history }).state).toBe('Entwurf');
    expect(
      releaseAuditOf({ releaseEnabled: true, draftChanged: false, history: [...history, waiting('04-01')] })
        .state,
    ).toBe('In Prüfung');
    expect(
      releaseAuditOf({ releaseEnabled: true, draftChanged: false, history: [...history, rejected('04-01')] })
        .state,
    ).toBe('Abgelehnt');
  });

  it('has no release state while the workflow is off, and a draft without any request', () => {
    expect(releaseAuditOf({ releaseEnabled: false, draftChanged: false, history: [] }).state).toBeNull();
    expect(releaseAuditOf({ releaseEnabled: true, draftChanged: false, history: [] })).toEqual({
      state: 'Entwurf',
      version: 0,
      approver: null,
      approvedAt: null,
    });
  });
});

describe('next review date', () => {
  it('defaults to 12 months after the approval and keeps month ends inside the month', () => {
    expect(nextReviewDate(undefined, '2026-03-10T09:00:00.000Z')).toBe('2027-03-10T09:00:00.000Z');
    expect(addMonths('2024-02-29T00:00:00.000Z', 12)).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths('2026-01-31T00:00:00.000Z', 1)).toBe('2026-02-28T00:00:00.000Z');
  });

  it('prefers the date set on the model and has none before the first approval', () => {
    expect(nextReviewDate('2026-06-01T00:00:00.000Z', '2026-03-10T09:00:00.000Z')).toBe(
      '2026-06-01T00:00:00.000Z',
    );
    expect(nextReviewDate(null, null)).toBeNull();
  });

  it('is overdue only once the date has passed', () => {
    const due = '2026-06-01T00:00:00.000Z';
    expect(isReviewOverdue(due, Date.parse(due) + 1)).toBe(true);
    expect(isReviewOverdue(due, Date.parse(due) - 1)).toBe(false);
    expect(isReviewOverdue(null, Date.now())).toBe(false);
  });
});

describe('download file names', () => {
  const at = Date.parse('2026-11-26T23:30:00.000Z'); // already the 27th in Berlin
  it('gives diagram PDF, report, SVG, PNG and XML distinct names with version and German date', () => {
    expect(downloadFileName('Einkauf', 3, at, 'pdf')).toBe('Einkauf_v3_2026-11-27.pdf');
    expect(downloadFileName('Einkauf', 3, at, 'report')).toBe('Einkauf_v3_2026-11-27_Bericht.pdf');
    expect(downloadFileName('Einkauf', 3, at, 'svg')).toBe('Einkauf_v3_2026-11-27.svg');
    expect(downloadFileName('Einkauf', 3, at, 'png')).toBe('Einkauf_v3_2026-11-27.png');
    expect(downloadFileName('Einkauf', 3, at, 'bpmn')).toBe('Einkauf_v3_2026-11-27.bpmn');
  });

  it('replaces characters file systems refuse', () => {
    expect(downloadFileName('A/B: C?', 0, at, 'bpmn')).toBe('A_B_ C__v0_2026-11-27.bpmn');
  });

  it('names the evaluation PDF after the survey, the word Auswertung and the German date', () => {
    expect(evaluationReportFileName('Bindung 2026', at)).toBe('Bindung 2026_Auswertung_2026-11-27.pdf');
    expect(evaluationReportFileName('Team: Nord/Süd?', at)).toBe('Team_ Nord_Süd__Auswertung_2026-11-27.pdf');
    expect(evaluationReportFileName('  ', at)).toBe('Umfrage_Auswertung_2026-11-27.pdf');
  });
});

describe('report activity label', () => {
  it('names an unnamed gateway by its German kind and number', () => {
    expect(activityLabel(undefined, 'bpmn:ExclusiveGateway', '2.1', 1)).toBe('Exklusives Gateway 2.1');
    expect(activityLabel('  ', 'bpmn:ParallelGateway', '', 3)).toBe('Paralleles Gateway 3');
    expect(activityLabel(' Prüfen ', 'bpmn:Task', '1', 1)).toBe('Prüfen');
  });
});

describe('next review date input', () => {
  // 2026-03-10 23:30 UTC is already 11 March in Germany.
  const now = Date.parse('2026-03-10T23:30:00.000Z');

  it('accepts today in German time and days up to ten years ahead', () => {
    expect(reviewDateError('2026-03-11', now)).toBeUndefined();
    expect(reviewDateError('2036-03-11', now)).toBeUndefined();
  });

  it('refuses what is no calendar day, a day before today and one beyond ten years', () => {
    expect(reviewDateError('2026-02-30', now)).toBe(REVIEW_DATE_MESSAGES.invalid);
    expect(reviewDateError('11.03.2026', now)).toBe(REVIEW_DATE_MESSAGES.invalid);
    expect(reviewDateError('', now)).toBe(REVIEW_DATE_MESSAGES.invalid);
    expect(reviewDateError('2026-03-10', now)).toBe(REVIEW_DATE_MESSAGES.past);
    expect(reviewDateError('2036-03-12', now)).toBe(REVIEW_DATE_MESSAGES.tooFar);
  });
});
