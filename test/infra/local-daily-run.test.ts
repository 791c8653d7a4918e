import { describe, expect, it } from 'vitest';
import { nextDailyRun } from '../../infra/local/workflows/dailyRun.js';

const berlin = { hour: 2, minute: 30, timeZone: 'Europe/Berlin' };

describe('the local scheduler fires a daily run as EventBridge Scheduler does', () => {
  it('runs at 02:30 Berlin winter time (01:30 UTC) the same night when that is still ahead', () => {
    expect(new Date(nextDailyRun(Date.parse('2026-11-27T00:10:00Z'), berlin)).toISOString()).toBe(
      '2026-11-27T01:30:00.000Z',
    );
  });

  it('runs the next night once tonight’s run has passed', () => {
    expect(new Date(nextDailyRun(Date.parse('2026-11-27T01:30:00Z'), berlin)).toISOString()).toBe(
      '2026-11-28T01:30:00.000Z',
    );
  });

  it('runs at 02:30 Berlin summer time (00:30 UTC)', () => {
    expect(new Date(nextDailyRun(Date.parse('2026-07-01T12:00:00Z'), berlin)).toISOString()).toBe(
      '2026-07-02T00:30:00.000Z',
    );
  });

  it('keeps the wall-clock time across the change to winter time', () => {
    const first = nextDailyRun(Date.parse('2026-10-24T12:00:00Z'), berlin);
    const second = nextDailyRun(first, berlin);
    expect(new Date(first).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(second - first).toBe(24 * 3_600_000);
    expect(new Date(nextDailyRun(second, berlin)).toISOString()).toBe('2026-10-27T01:30:00.000Z');
  });

  it('fires once on the night the clock skips 02:30 (summer time begins)', () => {
    const run = nextDailyRun(Date.parse('2026-03-28T12:00:00Z'), berlin);
    expect(run).toBeGreaterThan(Date.parse('2026-03-28T12:00:00Z'));
    expect(run).toBeLessThan(Date.parse('2026-03-29T02:00:00Z'));
  });
});
