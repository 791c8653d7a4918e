/** German number and date formats of the evaluation screens (seed 002 §9: dates in German format). */

const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A stored score or trend (already rounded to 1 decimal by the server): 2.5 → '2,5'. */
export function formatScore(value: number): string {
  return oneDecimal.format(value);
}

/** A trend with its sign: 0.3 → '+0,3', −1.2 → '−1,2', 0 → '0,0'. */
export function formatTrend(value: number): string {
  if (value > 0) return `+${oneDecimal.format(value)}`;
  if (value < 0) return `−${oneDecimal.format(-value)}`;
  return oneDecimal.format(0);
}

/** A percentage already rounded to 2 decimals by the server: 33.33 → '33,33 %'. */
export function formatPercentage(value: number): string {
  return `${twoDecimals.format(value)} %`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY in the browser's time zone; '' for a missing or broken date. */
export function formatDay(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
