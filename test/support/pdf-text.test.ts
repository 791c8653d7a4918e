import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../fixtures/pdf-text.js';

/** A PDF object holding `content` as a Flate stream, with its /Length, as Chromium writes them. */
function streamObject(id: number, compressed: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${id} 0 obj\n<</Filter /FlateDecode /Length ${compressed.length}>> stream\n`, 'latin1'),
    compressed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

const GLYPHS = `begincmap
2 beginbfchar
<0003> <0020>
<0029> <0046>
endbfchar
1 beginbfrange
<0044> <0048> <0061>
endbfrange
endcmap`;

/** A text block that shows glyph 0x29 ('F') followed by `padding` glyphs of 'a'…'e'. */
function contentShowing(padding: number): string {
  const glyphs = Array.from(
    { length: padding },
    (_, i) => `<00${(0x44 + (i % 5)).toString(16).toUpperCase()}> Tj`,
  );
  return `BT\n<0029> Tj\n${glyphs.join('\n')}\nET`;
}

describe('the text of a PDF for assertions', () => {
  it('reads each stream by its length, also when the compressed bytes end in a carriage return', () => {
    // Content whose compressed bytes end in \r, as the day's data can make them.
    const padding = Array.from({ length: 4000 }, (_, i) => i).find(
      (n) => deflateSync(contentShowing(n)).at(-1) === 0x0d,
    );
    if (padding === undefined) throw new Error('no content compresses to a final carriage return');
    const content = deflateSync(contentShowing(padding));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n', 'latin1'),
      streamObject(1, deflateSync(GLYPHS)),
      streamObject(2, content),
      Buffer.from('%%EOF\n', 'latin1'),
    ]);

    const text = pdfText(pdf);
    expect(text.startsWith('F')).toBe(true);
    expect(text).toHaveLength(1 + padding);
  });

  it('maps glyphs through single entries and ranges of the glyph table', () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n', 'latin1'),
      streamObject(1, deflateSync(GLYPHS)),
      streamObject(2, deflateSync('BT\n<0029> Tj\n<0044> Tj\n<0003> Tj\n<0048> Tj\nET')),
    ]);
    expect(pdfText(pdf)).toBe('Fa e');
  });
});
