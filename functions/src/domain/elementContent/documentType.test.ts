import { ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { checkDocumentContent, isActiveMarkup, isActiveName, servedContentType } from './documentType.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const PDF = bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n');
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0],
);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], Array(200).fill(0));
const ZIP = bytes('PK', [3, 4, 20, 0, 0, 0, 0, 0], Array(40).fill(0));
const BPMN =
  '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:script>x</bpmn:script></bpmn:definitions>';

const typeOf = async (name: string, content: Uint8Array) => {
  const check = await checkDocumentContent(name, content);
  return 'contentType' in check ? check.contentType : check.refused;
};

describe('checkDocumentContent: the magic bytes decide, the extension must agree', () => {
  it('accepts PDF, PNG, JPEG and GIF whose extension says what the bytes are', async () => {
    expect(await typeOf('a.pdf', PDF)).toBe('application/pdf');
    expect(await typeOf('Bild.PNG', PNG)).toBe('image/png');
    expect(await typeOf('foto.jpeg', JPEG)).toBe('image/jpeg');
    expect(await typeOf('foto.jpg', JPEG)).toBe('image/jpeg');
    expect(await typeOf('anim.gif', GIF)).toBe('image/gif');
  });

  it('accepts a recognised binary type in a file without extension (nothing declared)', async () => {
    expect(await typeOf('scan', PDF)).toBe('application/pdf');
  });

  it('refuses an executable whatever it is named', async () => {
    for (const name of ['rechnung.pdf', 'rechnung.txt', 'rechnung', 'rechnung.exe'])
      expect(await typeOf(name, EXE)).toBe(ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed);
  });

  it('refuses archives that are no Office document', async () => {
    expect(await typeOf('daten.zip', ZIP)).toBe(ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed);
  });

  it('refuses allowed bytes under another type’s extension (declared type must match)', async () => {
    expect(await typeOf('bild.pdf', PNG)).toBe(ELEMENT_CONTENT_MESSAGES.documentTypeMismatch);
    expect(await typeOf('bericht.png', PDF)).toBe(ELEMENT_CONTENT_MESSAGES.documentTypeMismatch);
    expect(await typeOf('bild.txt', PNG)).toBe(ELEMENT_CONTENT_MESSAGES.documentTypeMismatch);
    expect(await typeOf('notiz.pdf', Buffer.from('nur Text'))).toBe(
      ELEMENT_CONTENT_MESSAGES.documentTypeMismatch,
    );
  });

  it('accepts UTF-8 text and CSV and tells them apart by name', async () => {
    expect(await typeOf('notiz.txt', Buffer.from('Grüße\nZeile 2'))).toBe('text/plain; charset=utf-8');
    expect(await typeOf('liste.csv', Buffer.from('a;b\n1;2'))).toBe('text/csv; charset=utf-8');
    expect(await typeOf('LIESMICH', Buffer.from('Hallo'))).toBe('text/plain; charset=utf-8');
  });

  it('accepts BPMN and XML but stores them as plain text, never application/xml', async () => {
    expect(await typeOf('modell.bpmn', Buffer.from(BPMN))).toBe('text/plain; charset=utf-8');
    expect(await typeOf('modell.xml', Buffer.from(BPMN))).toBe('text/plain; charset=utf-8');
  });

  it('refuses HTML, SVG, XHTML and scripts by their name, whatever the bytes', async () => {
    for (const name of ['seite.html', 'seite.HTM', 'bild.svg', 'seite.xhtml', 'app.js', 'stil.xsl'])
      expect(await typeOf(name, Buffer.from('harmlos'))).toBe(ELEMENT_CONTENT_MESSAGES.documentActiveContent);
  });

  it('refuses HTML, SVG and XHTML content hidden behind a harmless name', async () => {
    const active = [
      '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>',
      '\uFEFF  <html><body>x</body></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
      '<p>Absatz</p>',
      '<!-- Kommentar --><b>fett</b>',
    ];
    for (const text of active) {
      expect(await typeOf('notiz.txt', Buffer.from(text))).toBe(
        ELEMENT_CONTENT_MESSAGES.documentActiveContent,
      );
      expect(await typeOf('modell.bpmn', Buffer.from(text))).toBe(
        ELEMENT_CONTENT_MESSAGES.documentActiveContent,
      );
    }
  });

  it('refuses binary junk and empty files', async () => {
    expect(await typeOf('x.txt', bytes([0, 1, 2, 3, 0xfe, 0xff]))).toBe(
      ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed,
    );
    expect(await typeOf('x.txt', Buffer.alloc(0))).toBe(ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed);
  });
});

describe('isActiveMarkup', () => {
  it('lets text that merely mentions tags pass', () => {
    expect(isActiveMarkup('Bitte <Name> eintragen; a < b > c')).toBe(false);
    expect(isActiveMarkup(BPMN)).toBe(false);
  });
});

describe('isActiveName', () => {
  it('names HTML, SVG, XHTML and scripts active, documents not', () => {
    for (const name of ['a.html', 'b.SVG', 'c.xhtml', 'd.js']) expect(isActiveName(name), name).toBe(true);
    for (const name of ['a.pdf', 'html', 'svg.txt', 'LIESMICH']) expect(isActiveName(name), name).toBe(false);
  });
});

describe('servedContentType', () => {
  it('serves allow-listed types as stored', () => {
    for (const type of ['application/pdf', 'image/png', 'text/csv; charset=utf-8', 'application/msword'])
      expect(servedContentType(type)).toBe(type);
  });

  it('never serves application/xml or text/html: legacy XML as plain text, the rest opaque', () => {
    expect(servedContentType('application/xml')).toBe('text/plain; charset=utf-8');
    expect(servedContentType('text/html')).toBe('application/octet-stream');
    expect(servedContentType('image/svg+xml')).toBe('application/octet-stream');
    expect(servedContentType('application/x-cfb')).toBe('application/octet-stream');
  });
});
