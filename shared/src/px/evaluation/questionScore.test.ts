import { describe, expect, it } from 'vitest';
import { answerScore, isLevel, type Level, type LevelCounts, questionStatistics } from './questionScore.js';

describe('answer score', () => {
  it.each([1, 2, 3, 4, 5, 6] as Level[])(
    'level %i scores itself, or 7 minus itself when inverted',
    (level) => {
      expect(answerScore(level, false)).toBe(level);
      expect(answerScore(level, true)).toBe(7 - level);
    },
  );

  it('accepts only whole levels 1 to 6', () => {
    expect([0, 1, 6, 7, 2.5, '3', null].map(isLevel)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

type Row = [
  string,
  LevelCounts,
  boolean,
  number,
  number | null,
  number | null,
  readonly [number, number, number, number, number, number],
];

describe('question statistics from level counts', () => {
  const rows: Row[] = [
    ['the issue example', [3, 2, 1, 0, 0, 4], false, 10, 3.4, 3.4, [30, 20, 10, 0, 0, 40]],
    ['the issue example, inverted', [3, 2, 1, 0, 0, 4], true, 10, 3.4, 3.6, [30, 20, 10, 0, 0, 40]],
    ['no answers', [0, 0, 0, 0, 0, 0], false, 0, null, null, [0, 0, 0, 0, 0, 0]],
    ['all level 1', [7, 0, 0, 0, 0, 0], false, 7, 1, 1, [100, 0, 0, 0, 0, 0]],
    ['all level 1, inverted', [7, 0, 0, 0, 0, 0], true, 7, 1, 6, [100, 0, 0, 0, 0, 0]],
    ['all level 6', [0, 0, 0, 0, 0, 5], false, 5, 6, 6, [0, 0, 0, 0, 0, 100]],
    ['a mean of exactly 2.25 rounds up', [3, 0, 0, 0, 0, 1], false, 4, 2.3, 2.3, [75, 0, 0, 0, 0, 25]],
    ['a mean of exactly 1.15 rounds up', [17, 3, 0, 0, 0, 0], false, 20, 1.2, 1.2, [85, 15, 0, 0, 0, 0]],
    ['1.15 inverted is 5.85 and rounds up', [17, 3, 0, 0, 0, 0], true, 20, 1.2, 5.9, [85, 15, 0, 0, 0, 0]],
    ['thirds', [1, 1, 1, 0, 0, 0], false, 3, 2, 2, [33.33, 33.33, 33.33, 0, 0, 0]],
    ['two thirds round up', [2, 1, 0, 0, 0, 0], true, 3, 1.3, 5.7, [66.67, 33.33, 0, 0, 0, 0]],
    [
      '1.005 % and 98.995 % both round up (sum 100.01)',
      [201, 19799, 0, 0, 0, 0],
      false,
      20000,
      2,
      2,
      [1.01, 99, 0, 0, 0, 0],
    ],
  ];

  it.each(rows)('%s', (_name, counts, inverted, responseCount, averageAnswer, averageScore, percentages) => {
    expect(questionStatistics(counts, inverted)).toEqual({
      responseCount,
      averageAnswer,
      averageScore,
      percentages,
    });
  });

  it('refuses negative or fractional counts', () => {
    expect(() => questionStatistics([1, -1, 0, 0, 0, 0], false)).toThrow(RangeError);
    expect(() => questionStatistics([1, 0.5, 0, 0, 0, 0], false)).toThrow(RangeError);
  });
});
