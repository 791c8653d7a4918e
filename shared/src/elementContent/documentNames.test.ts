import { describe, expect, it } from 'vitest';
import { documentFileName } from './documentNames.js';

const offersAs = (raw: string, offered: string) => {
  expect(documentFileName(raw)).toBe(offered);
};

describe('documentFileName', () => {
  it.each([['Prüfbericht 2026.pdf', 'Prüfbericht 2026.pdf']])(
    'keeps a plain name as it is, umlauts and spaces included: %j',
    offersAs,
  );

  it.each([
    ['../../../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\win.ini', 'win.ini'],
    ['/abs/path/bericht.pdf', 'bericht.pdf'],
  ])('offers a path-traversal name as its last segment only: %j', offersAs);

  it.each([
    ['a\r\nSet-Cookie: x.pdf', 'aSet-Cookie: x.pdf'],
    ['nul\u0000.txt', 'nul.txt'],
  ])('drops control characters that could split a header line: %j', offersAs);

  it.each(['', '   ', '..', '.', '../..', 'ordner/', '\u0001'])(
    'refuses names that are empty or only dots after cleaning: %j',
    (raw) => {
      expect(documentFileName(raw)).toBeUndefined();
    },
  );
});
