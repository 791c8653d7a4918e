import { describe, expect, it } from 'vitest';
import { formatDay, formatPercentage, formatScore, formatTrend } from './format';

describe('evaluation number formats (German)', () => {
  it('shows scores with one decimal and a decimal comma', () => {
    expect(formatScore(2)).toBe('2,0');
    expect(formatScore(3.6)).toBe('3,6');
  });

  it('signs trends and never shows −0', () => {
    expect(formatTrend(0.3)).toBe('+0,3');
    expect(formatTrend(-1.2)).toBe('−1,2');
    expect(formatTrend(0)).toBe('0,0');
  });

  it('shows percentages with two decimals', () => {
    expect(formatPercentage(33.33)).toBe('33,33 %');
    expect(formatPercentage(0)).toBe('0,00 %');
  });

  it('formats days as DD.MM.YYYY and nothing for a missing date', () => {
    expect(formatDay(new Date(2026, 10, 2, 12).getTime())).toBe('02.11.2026');
    expect(formatDay(null)).toBe('—');
  });
});
