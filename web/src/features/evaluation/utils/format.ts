import { formatDate, formatDecimal } from '@prozesspuls/shared/format';

/** Scores, trends and percentages of the evaluation screens, through the one German formatter. */

/** A stored score or trend (already rounded to 1 decimal by the server): 2.5 → '2,5'. */
export function formatScore(value: number): string {
  return formatDecimal(value, 1);
}

/** A trend with its sign: 0.3 → '+0,3', −1.2 → '−1,2', 0 → '0,0'. */
export function formatTrend(value: number): string {
  if (value > 0) return `+${formatDecimal(value, 1)}`;
  if (value < 0) return `−${formatDecimal(-value, 1)}`;
  return formatDecimal(0, 1);
}

/** A percentage already rounded to 2 decimals by the server: 33.33 → '33,33 %'. */
export function formatPercentage(value: number): string {
  return `${formatDecimal(value, 2)} %`;
}

/** TT.MM.JJJJ in German time; '—' for a missing or broken date. */
export const formatDay = formatDate;
