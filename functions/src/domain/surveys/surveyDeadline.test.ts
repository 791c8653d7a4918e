import { describe, expect, it } from 'vitest';
import { atExpression } from '../../adapters/scheduler.js';
import { reminderTime } from './surveyDeadline.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('reminderTime', () => {
  it.each([
    ['7 days before a deadline in 10 days', now + 10 * DAY, 7, new Date(now + 3 * DAY)],
    ['no deadline: no reminder', null, 7, null],
    ['the moment has passed: no reminder', now + 3 * DAY, 7, null],
    ['0 days: no reminder', now + 10 * DAY, 0, null],
  ] as const)('%s', (_name, deadline, days, expected) => {
    expect(reminderTime(deadline, days, now)).toEqual(expected);
  });
});

describe('atExpression (EventBridge Scheduler one-time schedule)', () => {
  it('is UTC to the second, rounded up so it never fires early', () => {
    expect(atExpression(new Date(Date.UTC(2026, 10, 22, 20, 15, 30, 0)))).toBe('at(2026-11-22T20:15:30)');
    expect(atExpression(new Date(Date.UTC(2026, 10, 22, 20, 15, 30, 1)))).toBe('at(2026-11-22T20:15:31)');
  });
});
