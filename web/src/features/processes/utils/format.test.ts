import { describe, expect, it } from 'vitest';
import { formatDateTime, ownerInitials } from './format';

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

describe('ownerInitials', () => {
  it('takes the first two characters of the user id, upper-cased', () => {
    expect(ownerInitials('modeller@demo.local')).toBe('MO');
    expect(ownerInitials('Admin@demo.local')).toBe('AD');
    expect(ownerInitials('x')).toBe('X');
    expect(ownerInitials('')).toBe('');
    expect(ownerInitials(null)).toBe('');
  });
});
