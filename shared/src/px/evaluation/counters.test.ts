import { describe, expect, it } from 'vitest';
import {
  applySubmission,
  type CountedQuestions,
  emptyRoundCounters,
  notAnsweredCount,
  type ParticipationStatus,
  participationDelta,
  submissionIncrements,
} from './counters.js';

const questions: CountedQuestions = {
  scaleQuestionIds: new Set(['q1', 'q2']),
  personalOptions: new Map([['age', new Set(['unter 30', '30 bis 50', 'über 50'])]]),
};

describe('participation status moves the round counters', () => {
  it.each([
    ['NOT_ANSWERED', 'PARTIALLY_ANSWERED', { completeAnswered: 0, partiallyAnswered: 1 }],
    ['NOT_ANSWERED', 'ANSWERED', { completeAnswered: 1, partiallyAnswered: 0 }],
    ['PARTIALLY_ANSWERED', 'ANSWERED', { completeAnswered: 1, partiallyAnswered: -1 }],
    ['PARTIALLY_ANSWERED', 'PARTIALLY_ANSWERED', { completeAnswered: 0, partiallyAnswered: 0 }],
    ['ANSWERED', 'ANSWERED', { completeAnswered: 0, partiallyAnswered: 0 }],
    ['ANSWERED', 'PARTIALLY_ANSWERED', null],
    ['PARTIALLY_ANSWERED', 'NOT_ANSWERED', null],
    ['ANSWERED', 'NOT_ANSWERED', null],
  ] as [ParticipationStatus, ParticipationStatus, unknown][])('%s → %s', (from, to, delta) => {
    expect(participationDelta(from, to)).toEqual(delta);
  });
});

describe('counter increments of a submission', () => {
  it('counts scale levels 1–6 and known personal options, nothing else', () => {
    const increments = submissionIncrements(
      { q1: 3, q2: 7, age: '30 bis 50', comment: 'frei', unknown: 2, q3: 4 },
      questions,
    );
    expect(increments).toEqual([
      { kind: 'level', questionId: 'q1', level: 3 },
      { kind: 'option', questionId: 'age', option: '30 bis 50' },
    ]);
  });

  it('ignores an unknown personal option and a level given as text', () => {
    expect(submissionIncrements({ age: 'keine Angabe', q1: '2' }, questions)).toEqual([]);
  });
});

describe('applying submissions', () => {
  it('adds up to the counts an evaluation point is built from', () => {
    let counters = emptyRoundCounters(1, 12);
    const levels = [1, 1, 1, 2, 2, 3, 6, 6, 6, 6];
    for (const level of levels) {
      const delta = participationDelta('NOT_ANSWERED', 'ANSWERED');
      if (!delta) throw new Error('unexpected');
      counters = applySubmission(
        counters,
        submissionIncrements({ q1: level, age: 'über 50' }, questions),
        delta,
      );
    }
    const partly = participationDelta('NOT_ANSWERED', 'PARTIALLY_ANSWERED');
    if (!partly) throw new Error('unexpected');
    counters = applySubmission(counters, [], partly);

    expect(counters.levels.q1).toEqual([3, 2, 1, 0, 0, 4]);
    expect(counters.levels.q2).toBeUndefined();
    expect(counters.options.age).toEqual({ 'über 50': 10 });
    expect(counters.completeAnswered).toBe(10);
    expect(counters.partiallyAnswered).toBe(1);
    expect(notAnsweredCount(counters)).toBe(1);
  });

  it('leaves the counters it was given untouched', () => {
    const before = emptyRoundCounters(1, 1);
    const after = applySubmission(before, [{ kind: 'level', questionId: 'q1', level: 2 }], {
      completeAnswered: 1,
      partiallyAnswered: 0,
    });
    expect(before.levels).toEqual({});
    expect(after.levels.q1).toEqual([0, 1, 0, 0, 0, 0]);
  });

  it('never reports a negative number of people who did not answer', () => {
    expect(notAnsweredCount({ ...emptyRoundCounters(1, 2), completeAnswered: 3 })).toBe(0);
  });
});
