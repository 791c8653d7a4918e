import { describe, expect, it } from 'vitest';
import { isLegalPage, paragraphsOf } from './legal.js';

describe('legal pages', () => {
  it('splits a text into paragraphs at blank lines, whatever the line ends', () => {
    expect(paragraphsOf('Erster Absatz\nzweite Zeile\r\n\r\n  \n Zweiter Absatz \n\n\n')).toEqual([
      'Erster Absatz\nzweite Zeile',
      'Zweiter Absatz',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });

  it('knows exactly the three pages', () => {
    expect(['impressum', 'datenschutz', 'avv'].every(isLegalPage)).toBe(true);
    expect(isLegalPage('agb')).toBe(false);
  });
});
