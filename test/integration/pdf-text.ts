import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

/** The Flate-compressed streams of a PDF, inflated (others skipped). */
function inflatedStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // not Flate (images, fonts in other encodings)
    }
  }
  return streams;
}

const hex = (value: string) => Number.parseInt(value, 16);

/**
 * The visible text of a PDF printed by Chromium, for assertions: glyph ids of the content streams
 * mapped through the fonts' ToUnicode tables (merged: the subsets of one font family share glyph
 * ids). Text blocks are joined by spaces; not a general PDF text extractor.
 */
export function pdfText(pdf: Buffer): string {
  const streams = inflatedStreams(pdf);
  const glyphs = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('begincmap'))) {
    for (const [, glyph = '', unicode = ''] of cmap.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]{4,})>$/gim)) {
      glyphs.set(hex(glyph), String.fromCodePoint(hex(unicode)));
    }
    for (const [, from = '', to = '', start = ''] of cmap.matchAll(
      /^<([0-9A-F]{4})> <([0-9A-F]{4})> <([0-9A-F]{4,})>$/gim,
    )) {
      for (let glyph = hex(from); glyph <= hex(to); glyph++) {
        glyphs.set(glyph, String.fromCodePoint(hex(start) + glyph - hex(from)));
      }
    }
  }
  const blocks: string[] = [];
  for (const content of streams.filter((s) => s.includes('BT'))) {
    for (const [block = ''] of content.matchAll(/BT[\s\S]*?ET/g)) {
      const shown = [...block.matchAll(/<([0-9A-F]+)>\s*Tj/gi)].map(([, codes = '']) =>
        (codes.match(/.{4}/g) ?? []).map((code) => glyphs.get(hex(code)) ?? '').join(''),
      );
      blocks.push(shown.join(''));
    }
  }
  return blocks.join(' ').replace(/\s+/g, ' ');
}

/**
 * The PDF of a report download, after the checks every report shares: 200, a PDF whose file name
 * contains `fileName`, and A4 landscape (842 × 595 points).
 */
export async function a4LandscapePdf(response: Response, fileName: string): Promise<Buffer> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toContain(fileName);
  const pdf = Buffer.from(await response.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 594\.9\d*\]/);
  return pdf;
}
