import { describe, expect, it } from 'vitest';
import { itAcceptsAndRefuses } from '../../testing/tables.js';
import { germanDueDate, isMeasureOverdue, isValidDueDate, overdueAt } from './measures.js';

describe('measure due dates', () => {
  describe('valid due dates (YYYY-MM-DD, a real day)', () => {
    itAcceptsAndRefuses(isValidDueDate, {
      accepts: ['2026-02-28', '2028-02-29'],
      refuses: ['2026-02-29', '2026-13-01', '26-01-01', '2026-1-01', ''],
    });
  });

  it.each([
    // winter: midnight Berlin is 23:00 UTC the day before
    ['2026-01-15', '2026-01-15T23:00:00.000Z'],
    // summer: 22:00 UTC
    ['2026-07-15', '2026-07-15T22:00:00.000Z'],
    // the day before the switch to summer time ends in winter time
    ['2026-03-28', '2026-03-28T23:00:00.000Z'],
    // the switch day itself ends in summer time
    ['2026-03-29', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-25T23:00:00.000Z'],
  ])('a measure due on %s becomes overdue at %s (next midnight in Berlin)', (dueDate, iso) => {
    expect(new Date(overdueAt(dueDate)).toISOString()).toBe(iso);
  });

  it('is overdue only when not done and past its due day', () => {
    const due = overdueAt('2026-01-15');
    expect(isMeasureOverdue({ status: 'offen', dueDate: '2026-01-15' }, due - 1)).toBe(false);
    expect(isMeasureOverdue({ status: 'offen', dueDate: '2026-01-15' }, due)).toBe(true);
    expect(isMeasureOverdue({ status: 'in Arbeit', dueDate: '2026-01-15' }, due + 1)).toBe(true);
    expect(isMeasureOverdue({ status: 'erledigt', dueDate: '2026-01-15' }, due + 1)).toBe(false);
  });

  it('shows due dates as DD.MM.YYYY', () => {
    expect(germanDueDate('2026-03-09')).toBe('09.03.2026');
  });
});
