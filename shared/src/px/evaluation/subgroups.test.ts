import { describe, expect, it } from 'vitest';
import { applySubmission, type CounterIncrement, emptyRoundCounters } from './counters.js';
import { buildEvaluationPoint, type EvaluationPoint } from './evaluationPoint.js';
import { findNode, tree } from './fixtures.test-data.js';
import { differenceNotice, redactEvaluationSeries } from './publication.js';
import type { Level } from './questionScore.js';
import {
  complementMessage,
  redactSubgroupSeries,
  SUBGROUP_MESSAGES,
  type SubgroupSeriesPoint,
  subgroupMessage,
  subgroupsOfRecords,
  suppressedCells,
} from './subgroups.js';

/** One complete answer: its age option (or none) and the level it gave q1–q4 (q2 left out when `skipQ2`). */
interface Answer {
  readonly age: string | null;
  readonly level: Level;
  readonly skipQ2?: boolean;
}

const incrementsOf = ({ age, level, skipQ2 }: Answer): CounterIncrement[] => [
  ...(age ? [{ kind: 'option' as const, questionId: 'age', option: age }] : []),
  ...['q1', ...(skipQ2 ? [] : ['q2']), 'q3', 'q4'].map((questionId) => ({
    kind: 'level' as const,
    questionId,
    level,
  })),
];

const many = (count: number, answer: Answer): Answer[] => Array.from({ length: count }, () => answer);

/** Counters of questions that were all answered alike: the same answers per level 1–6 for each. */
const alikeLevels = (questionIds: readonly string[], perLevel: readonly number[]) =>
  Object.fromEntries(questionIds.map((questionId) => [questionId, perLevel]));

/**
 * The stored points of one round, as the workflow makes them: each from the counters of the answers
 * so far (the round's counters) and the subgroups of the same answers.
 */
function roundPoints(
  stages: readonly (readonly Answer[])[],
  extra: { readonly senderRecipients?: number; readonly withSubgroups?: boolean } = {},
): SubgroupSeriesPoint[] {
  const result: SubgroupSeriesPoint[] = [];
  let previous: EvaluationPoint | undefined;
  for (const [index, answers] of stages.entries()) {
    let counters = { ...emptyRoundCounters(1, 40), ...extra };
    for (const answer of answers) {
      counters = applySubmission(counters, incrementsOf(answer), {
        completeAnswered: 1,
        partiallyAnswered: 0,
      });
    }
    const point = buildEvaluationPoint(tree, counters, 1_000 * (index + 1), previous);
    previous = point;
    result.push({
      point,
      threshold: 5,
      ...(extra.withSubgroups === false ? {} : { subgroups: subgroupsOfRecords(answers.map(incrementsOf)) }),
    });
  }
  return result;
}

const subgroupOf = (points: readonly SubgroupSeriesPoint[], option: string, threshold = 5) =>
  redactSubgroupSeries(points, redactEvaluationSeries(points, threshold), 'age', option, threshold);

describe('subgroupsOfRecords', () => {
  it('counts each record’s levels in the subgroup of the option it chose, and records without an option nowhere', () => {
    const answers: Answer[] = [
      { age: 'unter 30', level: 1 },
      { age: 'unter 30', level: 3 },
      { age: 'über 50', level: 6, skipQ2: true },
      { age: null, level: 2 },
    ];
    const subgroups = subgroupsOfRecords(answers.map(incrementsOf));
    expect(subgroups).toEqual({
      age: {
        'unter 30': {
          completeAnswered: 2,
          levels: alikeLevels(['q1', 'q2', 'q3', 'q4'], [1, 0, 1, 0, 0, 0]),
        },
        'über 50': {
          completeAnswered: 1,
          levels: alikeLevels(['q1', 'q3', 'q4'], [0, 0, 0, 0, 0, 1]),
        },
      },
    });
  });
});

describe('suppressedCells', () => {
  it('hides every cell with 1 to threshold − 1 answers and keeps empty and large ones', () => {
    expect(
      suppressedCells([{ count: 7 }, { count: 0 }, { count: 6 }, { count: 3 }, { count: 5 }], 5),
    ).toEqual([false, false, false, true, true]);
  });

  it('hides the smallest shown cell too while the hidden ones together stay below the threshold', () => {
    // 6 + 5 + 1 = 12: showing 6 and 5 would give the 1 as 12 − 6 − 5.
    expect(suppressedCells([{ count: 6 }, { count: 5 }, { count: 1 }], 5)).toEqual([false, true, true]);
    // The complement rule: 10 of 12 shown would give the other 2 by difference.
    expect(suppressedCells([{ count: 10 }, { count: 2 }], 5)).toEqual([true, true]);
  });

  it('counts a forced cell (those who never answered the question) among the hidden ones', () => {
    expect(suppressedCells([{ count: 8 }, { count: 6 }, { count: 2, forced: true }], 5)).toEqual([
      false,
      true,
      true,
    ]);
    expect(suppressedCells([{ count: 8 }, { count: 6 }, { count: 0, forced: true }], 5)).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('redactSubgroupSeries', () => {
  it('evaluates only the answers of the subgroup when it and the rest of the group reach the threshold', () => {
    const points = roundPoints([
      [...many(6, { age: 'unter 30', level: 2 }), ...many(6, { age: 'über 50', level: 5 })],
    ]);
    const [young] = subgroupOf(points, 'unter 30');
    expect(young?.hidden).toBeNull();
    expect(young?.subgroup).toEqual({
      personalQuestionId: 'age',
      personalQuestionText: 'Alter',
      option: 'unter 30',
      numberCompleteAnswered: 6,
    });
    // Level 2 on q1, q2 → 2.0; inverted q3 at level 2 → 5.0; Klarheit 2.0, Rolle (2 + 5) / 2 = 3.5.
    const q1 = young?.questionEvaluations.find((q) => q.questionId === 'q1');
    expect(q1?.scores).toEqual([0, 6, 0, 0, 0, 0]);
    expect(q1?.answerScore).toBe(2);
    expect(young && findNode(young, 'rolle').score).toBe(3.5);
    // The participation figures stay those of the whole group.
    expect(young?.numberCompleteAnswered).toBe(12);
  });

  it('hides a subgroup below the threshold, saying it is this subgroup that has too few answers', () => {
    const points = roundPoints([
      [...many(4, { age: 'unter 30', level: 2 }), ...many(8, { age: 'über 50', level: 5 })],
    ]);
    const [young] = subgroupOf(points, 'unter 30');
    expect(young?.hidden).toEqual({ minimum: 5, msg: subgroupMessage(5) });
    expect(young?.subgroup.numberCompleteAnswered).toBeNull();
    expect(young?.questionEvaluations.every((q) => q.scores === null && q.hidden !== null)).toBe(true);
    expect(young && findNode(young, 'rolle').score).toBeNull();
  });

  it('hides a large subgroup whose complement within the group is below the threshold', () => {
    // 9 of 12 are 'unter 30': group minus subgroup would give the 3 others' answers.
    const points = roundPoints([
      [...many(9, { age: 'unter 30', level: 2 }), ...many(3, { age: 'über 50', level: 5 })],
    ]);
    const [young] = subgroupOf(points, 'unter 30');
    expect(young?.hidden).toEqual({ minimum: 5, msg: complementMessage(5) });
    expect(young?.questionEvaluations.every((q) => q.scores === null)).toBe(true);
  });

  it('shows a subgroup that is the whole group (an empty complement reveals nobody)', () => {
    const points = roundPoints([many(7, { age: 'unter 30', level: 2 })]);
    expect(subgroupOf(points, 'unter 30')[0]?.hidden).toBeNull();
  });

  it('hides a subgroup when group minus the other shown options would reveal a small one', () => {
    // 6 + 5 + 1: showing both large options gives the single '30 bis 50' by difference.
    const points = roundPoints([
      [
        ...many(6, { age: 'unter 30', level: 2 }),
        ...many(5, { age: 'über 50', level: 5 }),
        { age: '30 bis 50', level: 1 },
      ],
    ]);
    expect(subgroupOf(points, 'unter 30')[0]?.hidden).toBeNull();
    expect(subgroupOf(points, 'über 50')[0]?.hidden).toEqual({ minimum: 5, msg: complementMessage(5) });
  });

  it('hides a question whose answers outside the subgroup are below the threshold, and the nodes above it', () => {
    // 6 and 6, but 4 of the older ones skipped q2: q2 has 6 + 2 answers, the rest's 2 would show.
    const points = roundPoints([
      [
        ...many(6, { age: 'unter 30', level: 2 }),
        ...many(2, { age: 'über 50', level: 5 }),
        ...many(4, { age: 'über 50', level: 5, skipQ2: true }),
      ],
    ]);
    const [young] = subgroupOf(points, 'unter 30');
    expect(young?.hidden).toBeNull();
    const q2 = young?.questionEvaluations.find((q) => q.questionId === 'q2');
    expect(q2?.hidden).toEqual({ minimum: 5, msg: complementMessage(5) });
    expect(q2?.scores).toBeNull();
    expect(young?.questionEvaluations.find((q) => q.questionId === 'q1')?.hidden).toBeNull();
    expect(young && findNode(young, 'klarheit').score).toBeNull();
    expect(young && findNode(young, 'rolle').score).toBeNull();
    expect(young && findNode(young, 'bindung').score).toBe(2);
  });

  it('needs one answer more per sender who was a recipient', () => {
    const stage = [...many(5, { age: 'unter 30', level: 2 }), ...many(7, { age: 'über 50', level: 5 })];
    expect(subgroupOf(roundPoints([stage]), 'unter 30')[0]?.hidden).toBeNull();
    const withSender = subgroupOf(roundPoints([stage], { senderRecipients: 1 }), 'unter 30')[0];
    expect(withSender?.hidden).toEqual({ minimum: 6, msg: subgroupMessage(6) });
  });

  it('withholds a later subgroup that differs from an earlier one by fewer answers than the threshold', () => {
    const first = [...many(5, { age: 'unter 30', level: 2 }), ...many(5, { age: 'über 50', level: 5 })];
    // 5 more answers, only one of them 'unter 30': the two subgroups would give that one answer.
    const second = [
      ...first,
      { age: 'unter 30' as const, level: 6 as const },
      ...many(4, { age: 'über 50', level: 5 }),
    ];
    const [before, after] = subgroupOf(roundPoints([first, second]), 'unter 30');
    expect(before?.hidden).toBeNull();
    expect(after?.hidden).toEqual(differenceNotice(5));
    // The other option grew by 4: withheld for the same reason (its rest grew by one only).
    const [, olderAfter] = subgroupOf(roundPoints([first, second]), 'über 50');
    expect(olderAfter?.hidden).not.toBeNull();
  });

  it('hides whatever the whole group hides', () => {
    const points = roundPoints([many(4, { age: 'unter 30', level: 2 })]);
    const [young] = subgroupOf(points, 'unter 30');
    expect(young?.hidden?.msg).toBe('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
  });

  it('says so for a point made before subgroups were kept', () => {
    const points = roundPoints([many(12, { age: 'unter 30', level: 2 })], { withSubgroups: false });
    const [young] = subgroupOf(points, 'unter 30');
    expect(young?.hidden?.msg).toBe(SUBGROUP_MESSAGES.notStored);
    expect(young?.questionEvaluations.every((q) => q.scores === null)).toBe(true);
  });
});
