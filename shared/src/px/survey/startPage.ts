import { IWAK_START_PAGE_MIN_CHARACTERS } from './schema.js';

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The visible text of start-page HTML, whitespace collapsed, for counting characters only. Not a
 * sanitiser: count after the server's allow-list sanitising (which drops script and style). Linear
 * in the input: a tag match stops at the next '<'.
 */
export function startPageText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const hex = name[1] === 'x' || name[1] === 'X';
      const codePoint = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** IWAK step 2: 'Weiter' needs a start page of at least 25 characters (the label says 20). */
export function isIwakStartPageLongEnough(html: string | null | undefined): boolean {
  return startPageText(html ?? '').length >= IWAK_START_PAGE_MIN_CHARACTERS;
}
