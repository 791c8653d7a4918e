import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes DD.MM.YYYY HH:mm with leading zeros in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('05.01.2026 09:07');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 59).toISOString())).toBe('31.12.2025 23:59');
  });

  it('answers an empty string for missing or broken dates', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('kein Datum')).toBe('');
  });
});
