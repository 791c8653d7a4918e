/** Element numbers are hierarchical: digits with optional dot-separated digits. */
export const ELEMENT_NUMBER_TEXTS = {
  invalidFormat: 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.',
  zero: 'Die Nummer 0 kann nicht vergeben werden',
  inUse: 'Diese Nummer wird bereits verwendet!',
} as const;

const FORMAT = /^\d+(\.\d+)*$/;

/** The message for an invalid number, or undefined when it may be assigned. */
export function elementNumberError(value: string): string | undefined {
  const text = value.trim();
  if (!FORMAT.test(text)) return ELEMENT_NUMBER_TEXTS.invalidFormat;
  if (text.split('.').every((part) => Number(part) === 0) || Number(text.split('.')[0]) === 0) {
    return ELEMENT_NUMBER_TEXTS.zero;
  }
  return undefined;
}

/** Canonical form: no leading zeros per segment ("01.002" → "1.2"). */
export function normalizeElementNumber(value: string): string {
  return value
    .trim()
    .split('.')
    .map((part) => String(Number(part)))
    .join('.');
}

/** One element's wanted number in a batch ('Alle Elemente nummerieren'). */
export interface NumberAssignment {
  readonly elementId: string;
  readonly number: string;
}

/** The batch's own texts; each number is checked with the single route's texts above. */
export const ELEMENT_NUMBER_BATCH_TEXTS = {
  duplicateNumber: (number: string) => `Die Nummer ${number} kommt in der Anfrage mehrfach vor.`,
  duplicateElement: (elementId: string) => `Das Element ${elementId} kommt in der Anfrage mehrfach vor.`,
  inUse: (number: string) => `Die Nummer ${number} wird bereits verwendet!`,
  done: (written: number) => `Elemente nummeriert: ${written}`,
  partial: (written: number, total: number) =>
    `${written} von ${total} Elementen wurden nummeriert. Die übrigen wurden währenddessen anderweitig geändert und haben keine neue Nummer erhalten; bitte prüfen Sie die Nummern und versuchen Sie es erneut.`,
} as const;

/**
 * Why a batch of numbers may not be assigned as sent, or undefined: every number passes the
 * single route's rules (format, not 0), and neither a number (after normalising, so "01" and "1"
 * are the same) nor an element appears twice — the batch never renumbers within itself.
 */
export function numberBatchError(items: readonly NumberAssignment[]): string | undefined {
  const numbers = new Set<string>();
  const elements = new Set<string>();
  for (const item of items) {
    const error = elementNumberError(item.number);
    if (error) return error;
    const number = normalizeElementNumber(item.number);
    if (numbers.has(number)) return ELEMENT_NUMBER_BATCH_TEXTS.duplicateNumber(number);
    if (elements.has(item.elementId)) return ELEMENT_NUMBER_BATCH_TEXTS.duplicateElement(item.elementId);
    numbers.add(number);
    elements.add(item.elementId);
  }
  return undefined;
}

/**
 * The first number of a (valid, normalised) batch that another element of the model already
 * holds, as the single POST refuses it: the batch never moves other elements' numbers.
 */
export function numberBatchConflict(
  items: readonly NumberAssignment[],
  current: ReadonlyMap<string, string>,
): string | undefined {
  const holders = new Map<string, string>();
  for (const [elementId, number] of current) holders.set(number, elementId);
  for (const item of items) {
    const holder = holders.get(item.number);
    if (holder !== undefined && holder !== item.elementId)
      return ELEMENT_NUMBER_BATCH_TEXTS.inUse(item.number);
  }
  return undefined;
}

/** Orders numbers hierarchically: 1 < 1.1 < 1.2 < 1.10 < 2. */
export function compareElementNumbers(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? -1) - (right[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The number for a newly numbered element: one past the highest top-level number. */
export function nextElementNumber(existing: Iterable<string>): string {
  let max = 0;
  for (const number of existing) max = Math.max(max, Number(number.split('.')[0]) || 0);
  return String(max + 1);
}

function incrementLast(number: string): string {
  const parts = number.split('.');
  parts[parts.length - 1] = String(Number(parts[parts.length - 1]) + 1);
  return parts.join('.');
}

/**
 * Assigns `number` to `elementId`. When another element holds it, that element moves on to the
 * next free number in the same level (last segment + 1), and so on down the chain — the
 * "renumber all following elements". Answers every element whose number changes.
 */
export function assignElementNumber(
  numbers: ReadonlyMap<string, string>,
  elementId: string,
  number: string,
): Map<string, string> {
  const byNumber = new Map<string, string>();
  for (const [id, n] of numbers) if (id !== elementId) byNumber.set(n, id);
  const changes = new Map<string, string>([[elementId, number]]);
  let wanted = number;
  let displaced = byNumber.get(wanted);
  while (displaced !== undefined) {
    const next = incrementLast(wanted);
    const occupant = byNumber.get(next);
    changes.set(displaced, next);
    byNumber.delete(wanted);
    wanted = next;
    displaced = occupant;
  }
  return changes;
}

/** A diagram reduced to what flow-order numbering needs: elements in document order and flows. */
export interface FlowGraph {
  /** Every element in document order (the XML's), with whether it is a start event. */
  readonly elements: readonly { readonly id: string; readonly start?: boolean }[];
  /** Sequence flows, source → target. */
  readonly flows: readonly { readonly source: string; readonly target: string }[];
}

/**
 * 'Alle Elemente nummerieren': the element numbers for the numberable elements that have none yet,
 * in flow order — breadth-first along the sequence flows from the start events (in document
 * order), then the elements the flows do not reach, in document order. The numbers continue after
 * the highest existing top-level number. Answers elementId → number for the new numbers only.
 */
export function flowOrderNumbers(
  graph: FlowGraph,
  numberable: (elementId: string) => boolean,
  existing: ReadonlyMap<string, string>,
): Map<string, string> {
  const result = new Map<string, string>();
  let next = Number(nextElementNumber(existing.values()));
  for (const id of flowOrder(graph)) {
    if (existing.has(id) || !numberable(id)) continue;
    result.set(id, String(next));
    next += 1;
  }
  return result;
}

/**
 * The elements in flow order: breadth-first along the sequence flows from the start events (in
 * document order), then the elements the flows do not reach, in document order. The numbering,
 * the modeller's outline and its arrow-key navigation all follow it.
 */
export function flowOrder(graph: FlowGraph): string[] {
  const outgoing = new Map<string, string[]>();
  for (const flow of graph.flows) {
    const targets = outgoing.get(flow.source) ?? [];
    targets.push(flow.target);
    outgoing.set(flow.source, targets);
  }
  const known = new Set(graph.elements.map((element) => element.id));
  const seen = new Set<string>();
  const order: string[] = [];
  const queue = graph.elements.filter((element) => element.start).map((element) => element.id);
  for (const id of queue) seen.add(id);
  for (let i = 0; i < queue.length; i += 1) {
    const id = queue[i] as string;
    order.push(id);
    for (const target of outgoing.get(id) ?? []) {
      if (seen.has(target) || !known.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  for (const element of graph.elements) if (!seen.has(element.id)) order.push(element.id);
  return order;
}
