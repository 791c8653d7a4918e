import { isWholeNumberIn } from '../../wholeNumbers.js';
import { ANSWER_LEVELS, type AnswerLevel, scoreOfLevel } from '../scale.js';
import { type Ratio, ratio } from './ratio.js';
import { roundRatioHalfUp } from './rounding.js';

/** Answer level on the 6-level scale of the catalogue. */
export type Level = AnswerLevel;

export const LEVELS: readonly Level[] = ANSWER_LEVELS;

/** How many answers chose level 1 … 6 (index 0 = level 1). */
export type LevelCounts = readonly [number, number, number, number, number, number];

export const EMPTY_LEVEL_COUNTS: LevelCounts = [0, 0, 0, 0, 0, 0];

/** The counts with one more answer at `level` (a new tuple; the input stays as it is). */
export function withAnswerAt(counts: LevelCounts, level: Level): LevelCounts {
  const [c1, c2, c3, c4, c5, c6] = counts;
  return [
    c1 + (level === 1 ? 1 : 0),
    c2 + (level === 2 ? 1 : 0),
    c3 + (level === 3 ? 1 : 0),
    c4 + (level === 4 ? 1 : 0),
    c5 + (level === 5 ? 1 : 0),
    c6 + (level === 6 ? 1 : 0),
  ];
}

export function isLevel(value: unknown): value is Level {
  return isWholeNumberIn(value, 1, 6);
}

/** Score of one answer: level n, or 7 − n for an inverted question. 1 is best. */
export const answerScore: (level: Level, inverted: boolean) => Level = scoreOfLevel;

/** Figures of one question computed from its level counts only. */
export interface QuestionStatistics {
  /** Number of answers (sum of the counts); the denominator of every other figure. */
  readonly responseCount: number;
  /** Mean of the chosen levels, 1 decimal, before inversion; null without answers. */
  readonly averageAnswer: number | null;
  /** Mean of the answer scores (inversion applied), 1 decimal; null without answers. */
  readonly averageScore: number | null;
  /** Share of each level in percent, 2 decimals (index 0 = level 1); all 0 without answers. */
  readonly percentages: readonly [number, number, number, number, number, number];
}

function assertCounts(counts: LevelCounts): void {
  for (const count of counts) {
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Invalid level count ${count}`);
  }
}

function levelSum(counts: LevelCounts, inverted: boolean): number {
  return LEVELS.reduce((sum, level) => sum + (counts[level - 1] ?? 0) * answerScore(level, inverted), 0);
}

export function responseCountOf(counts: LevelCounts): number {
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The exact mean score of a question as a fraction, or null without answers (for node scores). */
export function exactAverageScore(counts: LevelCounts, inverted: boolean): Ratio | null {
  assertCounts(counts);
  const total = responseCountOf(counts);
  return total === 0 ? null : ratio(levelSum(counts, inverted), total);
}

export function questionStatistics(counts: LevelCounts, inverted: boolean): QuestionStatistics {
  assertCounts(counts);
  const total = responseCountOf(counts);
  const percentage = (count: number) => (total === 0 ? 0 : roundRatioHalfUp(count * 100, total, 2));
  return {
    responseCount: total,
    averageAnswer: total === 0 ? null : roundRatioHalfUp(levelSum(counts, false), total, 1),
    averageScore: total === 0 ? null : roundRatioHalfUp(levelSum(counts, inverted), total, 1),
    percentages: [
      percentage(counts[0]),
      percentage(counts[1]),
      percentage(counts[2]),
      percentage(counts[3]),
      percentage(counts[4]),
      percentage(counts[5]),
    ],
  };
}
