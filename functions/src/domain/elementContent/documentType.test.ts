import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './documentType.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0],
);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], Array(200).fill(0));

describe('detectDocumentType', () => {
  it('accepts a PDF by its signature', async () => {
    expect(await detectDocumentType('a.pdf', bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'))).toBe('application/pdf');
  });

  it('accepts a PNG whatever its name says', async () => {
    expect(await detectDocumentType('bild.txt', PNG)).toBe('image/png');
  });

  it('refuses an executable renamed .pdf', async () => {
    expect(await detectDocumentType('rechnung.pdf', EXE)).toBeUndefined();
  });

  it('accepts UTF-8 text and CSV and tells them apart by name', async () => {
    expect(await detectDocumentType('notiz.txt', Buffer.from('Grüße\nZeile 2'))).toBe(
      'text/plain; charset=utf-8',
    );
    expect(await detectDocumentType('liste.csv', Buffer.from('a;b\n1;2'))).toBe('text/csv; charset=utf-8');
  });

  it('accepts BPMN XML', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"/>';
    expect(await detectDocumentType('modell.bpmn', Buffer.from(xml))).toBe('application/xml');
  });

  it('refuses binary junk and empty files', async () => {
    expect(await detectDocumentType('x.txt', bytes([0, 1, 2, 3, 0xfe, 0xff]))).toBeUndefined();
    expect(await detectDocumentType('x.txt', Buffer.alloc(0))).toBeUndefined();
  });
});
