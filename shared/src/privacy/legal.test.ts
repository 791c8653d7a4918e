import { describe, expect, it } from 'vitest';
import { isLegalPage, paragraphsOf } from './legal.js';

describe('legal pages', () => {
  it.each([
    [
      'Erster Absatz\nzweite Zeile\r\n\r\n  \n Zweiter Absatz \n\n\n',
      ['Erster Absatz\nzweite Zeile', 'Zweiter Absatz'],
    ],
    ['   ', []],
  ])('splits a text into paragraphs at blank lines, whatever the line ends: %j', (text, paragraphs) => {
    expect(paragraphsOf(text)).toEqual(paragraphs);
  });

  it('knows exactly the three pages', () => {
    expect(['impressum', 'datenschutz', 'avv'].every(isLegalPage)).toBe(true);
    expect(isLegalPage('agb')).toBe(false);
  });
});
