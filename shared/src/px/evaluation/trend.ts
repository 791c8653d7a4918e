import { roundHalfUp } from './rounding.js';

/**
 * Trend between two evaluation points: previous score − current score, 1 decimal.
 * Scores are school grades (1 best), so a positive trend means the score number fell and the
 * situation improved: 'gestiegen' in green; a negative trend means it worsened: 'gesunken' in red.
 * Both inputs are the stored 1-decimal scores, so the trend equals the difference of the shown
 * numbers. Null when either score is missing.
 */
export function scoreTrend(previousScore: number | null, currentScore: number | null): number | null {
  if (previousScore === null || currentScore === null) return null;
  const difference = roundHalfUp(previousScore - currentScore, 1);
  return difference === 0 ? 0 : difference; // never -0
}

export type TrendWord = 'gesunken' | 'gestiegen' | 'Keine Änderung';
export type TrendColour = 'red' | 'green' | 'neutral';

export interface TrendLabel {
  readonly word: TrendWord;
  readonly colour: TrendColour;
  /** The trend side panel shows a warning icon at a trend of −1 or lower. */
  readonly warning: boolean;
}

export function trendLabel(value: number): TrendLabel {
  if (value < 0) return { word: 'gesunken', colour: 'red', warning: value <= -1 };
  if (value > 0) return { word: 'gestiegen', colour: 'green', warning: false };
  return { word: 'Keine Änderung', colour: 'neutral', warning: false };
}
