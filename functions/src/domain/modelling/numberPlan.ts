/**
 * The writes that change a model's element numbers while keeping them unique. Every number an
 * element holds has a reservation item (entity elementNumberValue); the transaction that gives a number
 * to an element creates its reservation with attribute_not_exists, the one that takes the last
 * holder away deletes it, and each changed element is conditioned on the number it had when read.
 * A number that passes from one element to another within the transaction keeps its reservation.
 */
export interface NumberWrite {
  readonly elementId: string;
  /** The number read (the write's condition); undefined: the element had none. */
  readonly from: string | undefined;
  /** undefined: the element loses its number. */
  readonly to: string | undefined;
}

export interface NumberPlan {
  readonly elements: readonly NumberWrite[];
  readonly reserve: readonly string[];
  readonly release: readonly string[];
}

export type NumberChange = readonly [elementId: string, to: string | undefined];

/** DynamoDB's limit of items in one transaction. */
export const TRANSACTION_LIMIT = 100;

export const planSize = (plan: NumberPlan) =>
  plan.elements.length + plan.reserve.length + plan.release.length;

/**
 * Plans `changes` on `state` (elementId → number as read). Throws when the result would hold a
 * number twice: callers compute changes that never do.
 */
export function planNumberWrites(
  state: ReadonlyMap<string, string>,
  changes: readonly NumberChange[],
): NumberPlan {
  const elements = changes
    .filter(([elementId, to]) => state.get(elementId) !== to)
    .map(([elementId, to]) => ({ elementId, from: state.get(elementId), to }));
  const after = new Map(state);
  for (const write of elements) {
    if (write.to === undefined) after.delete(write.elementId);
    else after.set(write.elementId, write.to);
  }
  const held = new Map<string, number>();
  for (const n of after.values()) held.set(n, (held.get(n) ?? 0) + 1);
  if (elements.some((w) => w.to !== undefined && held.get(w.to) !== 1))
    throw new Error('element numbers would not be unique');
  const before = new Set(state.values());
  const touched = new Set<string>();
  for (const write of elements) {
    if (write.from !== undefined) touched.add(write.from);
    if (write.to !== undefined) touched.add(write.to);
  }
  return {
    elements,
    reserve: [...touched].filter((n) => held.has(n) && !before.has(n)),
    release: [...touched].filter((n) => before.has(n) && !held.has(n)),
  };
}

/**
 * Splits a renumbering too large for one transaction into steps that are each unique on their
 * own: first the target element gives up its old number (it may be the free slot the chain ends
 * in), then the chain moves from its end, so every element moves into a number its successor
 * already left. `changes` is in chain order (target first), as assignElementNumber answers it.
 */
export function chunkedSteps(changes: readonly NumberChange[], size = 30): NumberChange[][] {
  const [first, ...rest] = changes;
  if (!first) return [];
  const steps: NumberChange[][] = [[[first[0], undefined]]];
  const reversed = [...rest].reverse();
  for (let i = 0; i < reversed.length; i += size) steps.push(reversed.slice(i, i + size));
  steps.push([first]);
  return steps;
}

/** Applies a step to the state, as the step's transaction does in the table. */
export function applyChanges(state: ReadonlyMap<string, string>, changes: readonly NumberChange[]) {
  const next = new Map(state);
  for (const [elementId, to] of changes) {
    if (to === undefined) next.delete(elementId);
    else next.set(elementId, to);
  }
  return next;
}

/**
 * Splits a batch of changes, each to a number no other element holds, into chunks whose plan
 * fits one transaction beside `reserved` other items (the release check): an element costs its
 * own write, the new number's reservation and, when it had one, its old number's release. Such
 * chunks touch disjoint items, so each commits on its own, all or nothing.
 */
export function batchChunks(
  state: ReadonlyMap<string, string>,
  changes: readonly NumberChange[],
  reserved = 1,
): NumberChange[][] {
  const room = TRANSACTION_LIMIT - reserved;
  const chunks: NumberChange[][] = [];
  let chunk: NumberChange[] = [];
  let size = 0;
  for (const change of changes) {
    const from = state.get(change[0]);
    if (from === change[1]) continue;
    const cost = 1 + (change[1] === undefined ? 0 : 1) + (from === undefined ? 0 : 1);
    if (size + cost > room) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(change);
    size += cost;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}
