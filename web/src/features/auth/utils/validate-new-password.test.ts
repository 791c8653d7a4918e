import { describe, expect, it } from 'vitest';
import { isNewPasswordValid, validateNewPassword } from './validate-new-password';

describe('validateNewPassword', () => {
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', repeat: '' })).toEqual({
      password: 'required',
      repeat: 'required',
    });
    expect(validateNewPassword({ password: 'Geheim!2026', repeat: '' })).toEqual({ repeat: 'required' });
    expect(validateNewPassword({ password: '', repeat: 'Geheim!2026' })).toEqual({ password: 'required' });
  });

  it('requires both entries to match', () => {
    expect(validateNewPassword({ password: 'Geheim!2026', repeat: 'Geheim!2025' })).toEqual({
      repeat: 'mismatch',
    });
  });

  it('compares exactly (no trimming, case-sensitive)', () => {
    expect(validateNewPassword({ password: 'Geheim!2026', repeat: 'geheim!2026' })).toEqual({
      repeat: 'mismatch',
    });
    expect(validateNewPassword({ password: 'Geheim!2026 ', repeat: 'Geheim!2026' })).toEqual({
      repeat: 'mismatch',
    });
  });

  it('requires the password policy', () => {
    expect(validateNewPassword({ password: 'geheim2026', repeat: 'geheim2026' })).toEqual({
      password: 'policy',
    });
    expect(isNewPasswordValid({ password: 'Geheim2026', repeat: 'Geheim2026' })).toBe(false);
    expect(isNewPasswordValid({ password: 'Ge!2026', repeat: 'Ge!2026' })).toBe(false);
  });

  it('is valid when both match', () => {
    expect(validateNewPassword({ password: 'Geheim!2026', repeat: 'Geheim!2026' })).toEqual({});
    expect(isNewPasswordValid({ password: 'Geheim!2026', repeat: 'Geheim!2026' })).toBe(true);
    expect(isNewPasswordValid({ password: 'Geheim!2026', repeat: 'x' })).toBe(false);
    expect(isNewPasswordValid({ password: '', repeat: '' })).toBe(false);
  });
});
