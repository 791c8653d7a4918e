import type { ManagementKey } from '../locales/de';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail rule of the user and client forms ('Ungültige E-Mail-Adresse.'). The requirements define it but
 * do not apply it, so the forms do not call it; the server judges the address instead and its
 * message is shown.
 */
export function emailPatternError(value: string): ManagementKey | undefined {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : 'validation.invalidEmail';
}
