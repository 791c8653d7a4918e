import { describe, expect, it } from 'vitest';
import { documentFileName } from './documentNames.js';

describe('documentFileName', () => {
  it('keeps a plain name as it is, umlauts and spaces included', () => {
    expect(documentFileName('Prüfbericht 2026.pdf')).toBe('Prüfbericht 2026.pdf');
  });

  it('offers a path-traversal name as its last segment only', () => {
    expect(documentFileName('../../../../etc/passwd')).toBe('passwd');
    expect(documentFileName('..\\..\\Windows\\win.ini')).toBe('win.ini');
    expect(documentFileName('/abs/path/bericht.pdf')).toBe('bericht.pdf');
  });

  it('drops control characters that could split a header line', () => {
    expect(documentFileName('a\r\nSet-Cookie: x.pdf')).toBe('aSet-Cookie: x.pdf');
    expect(documentFileName('nul\u0000.txt')).toBe('nul.txt');
  });

  it('refuses names that are empty or only dots after cleaning', () => {
    for (const raw of ['', '   ', '..', '.', '../..', 'ordner/', '\u0001'])
      expect(documentFileName(raw)).toBeUndefined();
  });
});
