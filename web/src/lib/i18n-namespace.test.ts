import { describe, expect, it } from 'vitest';
import { t } from './i18n';
import { namespaceText, textOf } from './i18n-namespace';

const CATALOGUE = {
  list: { count: '{{count}} von {{total}} Prozessen', empty: 'Keine Prozesse' },
  title: 'Prozesse',
} as const;

describe('textOf', () => {
  it('reads a text by its dotted key', () => {
    expect(textOf(CATALOGUE, 'title')).toBe('Prozesse');
    expect(textOf(CATALOGUE, 'list.empty')).toBe('Keine Prozesse');
  });

  it('fills every placeholder, numbers as written', () => {
    expect(textOf(CATALOGUE, 'list.count', { count: 3, total: '12' })).toBe('3 von 12 Prozessen');
  });

  it('keeps a placeholder without a value as written, so the gap shows', () => {
    expect(textOf(CATALOGUE, 'list.count', { count: 3 })).toBe('3 von {{total}} Prozessen');
  });

  it('gives the key itself for a key without a text', () => {
    const unknownKey = 'list.missing' as 'list.empty';
    expect(textOf(CATALOGUE, unknownKey)).toBe('list.missing');
  });
});

describe('namespaceText', () => {
  it('reads from its own catalogue', () => {
    expect(namespaceText(CATALOGUE)('list.count', { count: 1, total: 2 })).toBe('1 von 2 Prozessen');
  });
});

describe('t', () => {
  it('reads the shared German catalogue with its placeholders filled', () => {
    expect(t('login.password')).toBe('Passwort');
    expect(t('home.welcome', { firstName: 'Anna' })).toBe('Willkommen, Anna!');
  });
});
