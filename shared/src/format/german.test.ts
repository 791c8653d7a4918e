import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeLong,
  formatDecimal,
  formatFileDate,
  NO_VALUE,
} from './german.js';

describe('German formats', () => {
  it('writes dates as TT.MM.JJJJ in German time, also across midnight UTC', () => {
    expect(formatDate('2026-11-26T10:00:00Z')).toBe('26.11.2026');
    // 23:30 UTC is already the next day in Berlin (winter time, UTC+1).
    expect(formatDate('2026-11-26T23:30:00Z')).toBe('27.11.2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 12))).toBe('05.01.2026');
  });

  it('writes date and time as TT.MM.JJJJ HH:mm without a comma, in summer time too', () => {
    expect(formatDateTime('2026-11-26T13:05:00Z')).toBe('26.11.2026 14:05');
    expect(formatDateTime('2026-07-01T13:05:00Z')).toBe('01.07.2026 15:05');
  });

  it('shows a dash for a missing or broken date, never NaN or Invalid Date', () => {
    for (const bad of [null, undefined, '', 'kein Datum', Number.NaN]) {
      expect(formatDate(bad)).toBe(NO_VALUE);
      expect(formatDateTime(bad)).toBe(NO_VALUE);
    }
  });

  it('writes the long form with the month name for running text', () => {
    expect(formatDateTimeLong('2026-11-26T13:05:00Z')).toBe('26. November 2026 um 14:05');
    expect(formatDateTimeLong('kaputt')).toBe(NO_VALUE);
  });

  it('writes file dates as JJJJ-MM-TT of the German day', () => {
    expect(formatFileDate('2026-11-26T23:30:00Z')).toBe('2026-11-27');
  });

  it('writes decimals with a comma and a fixed number of digits, a dash for no number', () => {
    expect(formatDecimal(2.5)).toBe('2,5');
    expect(formatDecimal(3)).toBe('3,0');
    expect(formatDecimal(1234.567, 2)).toBe('1.234,57');
    expect(formatDecimal(Number.NaN)).toBe(NO_VALUE);
    expect(formatDecimal(null)).toBe(NO_VALUE);
  });
});
