import { describe, expect, it } from 'vitest';
import { managementText } from '../locales/de';
import { emailPatternError } from './email';

describe("emailPatternError ('Ungültige E-Mail-Adresse.', defined but not applied)", () => {
  it('names the text of the spec', () => {
    const key = emailPatternError('kein-at-zeichen');
    expect(key && managementText(key)).toBe('Ungültige E-Mail-Adresse.');
  });

  it('accepts addresses', () => {
    expect(emailPatternError('chef@neu.local')).toBeUndefined();
  });
});
