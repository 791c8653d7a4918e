/** One element the search can find: what its badge and label show. */
export interface SearchableElement {
  readonly id: string;
  readonly name: string;
  /** The element number (badge), if it has one. */
  readonly number?: string | undefined;
  /** BPMN type ('bpmn:Task' …) for the hit list's German type. */
  readonly type: string;
}

export interface SearchHit extends SearchableElement {
  /** Lower ranks first: 0 number exact, 1 number prefix, 2 name starts with, 3 word starts with, 4 contains. */
  readonly rank: number;
}

/** At most this many hits are listed; the field says when there are more. */
export const MAX_SEARCH_HITS = 50;

/**
 * Lower case, umlauts and ß spelled out, line breaks and runs of spaces as one space: 'Prüfung'
 * is found by 'pruef' and by 'prüf', and a label broken over two lines by its words.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

function rankOf(element: SearchableElement, query: string): number | null {
  const number = element.number?.trim().toLocaleLowerCase('de-DE');
  if (number && number === query) return 0;
  if (number?.startsWith(query)) return 1;
  const name = normalizeSearchText(element.name);
  if (!name) return null;
  if (name.startsWith(query)) return 2;
  if (name.split(/[\s\-/(]+/).some((word) => word.startsWith(query))) return 3;
  return name.includes(query) ? 4 : null;
}

/**
 * The elements matching `query` by number (the badge's text) or name, best first: exact number,
 * number prefix, then name matches; within a rank by number (natural order, '2' before '10'), then
 * by name. An empty query finds nothing.
 */
export function searchElements(elements: readonly SearchableElement[], query: string): SearchHit[] {
  const wanted = normalizeSearchText(query);
  if (!wanted) return [];
  const hits: SearchHit[] = [];
  for (const element of elements) {
    const rank = rankOf(element, wanted);
    if (rank !== null) hits.push({ ...element, rank });
  }
  const collator = new Intl.Collator('de-DE', { numeric: true, sensitivity: 'base' });
  return hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      collator.compare(a.number ?? '\uffff', b.number ?? '\uffff') ||
      collator.compare(a.name, b.name),
  );
}

/** The next hit's index for an arrow key, wrapping around at both ends. */
export function stepHit(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  return (((current + direction) % count) + count) % count;
}
