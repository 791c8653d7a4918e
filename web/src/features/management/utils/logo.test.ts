import { CLIENT_LOGO_MAX_BYTES } from '@prozesspuls/shared/rules';
import { describe, expect, it } from 'vitest';
import { managementText } from '../locales/de';
import { LOGO_MAX_BYTES, logoFileError } from './logo';

const message = (file: { type: string; size: number }) => {
  const key = logoFileError(file);
  return key && managementText(key);
};

describe('logoFileError', () => {
  it('accepts images below 51,200 bytes', () => {
    expect(LOGO_MAX_BYTES).toBe(CLIENT_LOGO_MAX_BYTES);
    expect(LOGO_MAX_BYTES).toBe(51_200);
    expect(logoFileError({ type: 'image/png', size: 51_199 })).toBeUndefined();
    expect(logoFileError({ type: 'image/svg+xml', size: 800 })).toBeUndefined();
  });

  it("refuses 51,200 bytes and more: 'Logo muss kleiner als 50KB sein'", () => {
    expect(message({ type: 'image/png', size: 51_200 })).toBe('Logo muss kleiner als 50KB sein');
    expect(message({ type: 'image/jpeg', size: 2_000_000 })).toBe('Logo muss kleiner als 50KB sein');
  });

  it('refuses anything that is not an image', () => {
    expect(message({ type: 'application/pdf', size: 100 })).toBe('Nur Bilddateien sind erlaubt');
    expect(message({ type: '', size: 100 })).toBe('Nur Bilddateien sind erlaubt');
  });
});
