import { describe, expect, it } from 'vitest';
import { retentionSettingsRequest } from '../api/contracts/retention.js';
import { RETENTION_MESSAGES, retentionCutoff, roundEnds, roundsPastRetention } from './retention.js';

const at = (iso: string) => Date.parse(iso);

describe('retention period', () => {
  it('counts calendar months back and falls back to the last day of a shorter month', () => {
    expect(retentionCutoff(at('2026-11-27T04:00:00Z'), 24)).toBe(at('2024-11-27T04:00:00Z'));
    expect(retentionCutoff(at('2026-03-31T10:00:00Z'), 1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(retentionCutoff(at('2026-01-15T00:00:00Z'), 13)).toBe(at('2024-12-15T00:00:00Z'));
  });

  it('accepts whole months from 1 to 120 and refuses anything else in German', () => {
    expect(retentionSettingsRequest.parse({ months: 24 })).toEqual({ months: 24 });
    for (const months of [0, 121, 2.5, '24', null]) {
      const parsed = retentionSettingsRequest.safeParse({ months });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(RETENTION_MESSAGES.monthsInvalid);
    }
  });
});

describe('the end of a survey round', () => {
  const now = at('2026-11-27T00:00:00Z');

  it('ends the current round when it was finished, else when its deadline passed, else not at all', () => {
    const base = { round: 1, points: [] };
    expect(roundEnds({ ...base, finishedDate: 100, deadlineDate: 200 }, now)).toEqual(new Map([[1, 100]]));
    expect(roundEnds({ ...base, finishedDate: undefined, deadlineDate: 200 }, now)).toEqual(
      new Map([[1, 200]]),
    );
    expect(roundEnds({ ...base, finishedDate: undefined, deadlineDate: now + 1 }, now)).toEqual(new Map());
    expect(roundEnds({ ...base, finishedDate: undefined, deadlineDate: undefined }, now)).toEqual(new Map());
  });

  it('ends an earlier round at its latest evaluation point, else with the current round', () => {
    const facts = {
      round: 3,
      finishedDate: undefined,
      deadlineDate: 900,
      points: [
        { round: 1, timestamp: 100 },
        { round: 1, timestamp: 150 },
      ],
    };
    expect(roundEnds(facts, now)).toEqual(
      new Map([
        [3, 900],
        [1, 150],
        [2, 900],
      ]),
    );
    // A still running current round leaves a round without its own point open too.
    expect(roundEnds({ ...facts, deadlineDate: undefined }, now)).toEqual(new Map([[1, 150]]));
  });

  it('lists only the rounds that ended before the cutoff', () => {
    const facts = {
      round: 2,
      finishedDate: at('2026-01-01T00:00:00Z'),
      deadlineDate: undefined,
      points: [{ round: 1, timestamp: at('2024-06-01T00:00:00Z') }],
    };
    expect(roundsPastRetention(facts, 24, now)).toEqual([1]);
    expect(roundsPastRetention(facts, 6, now)).toEqual([1, 2]);
    expect(roundsPastRetention(facts, 120, now)).toEqual([]);
  });
});
