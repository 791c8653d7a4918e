import {
  assignElementNumber,
  compareElementNumbers,
  ELEMENT_NUMBER_BATCH_TEXTS,
  ELEMENT_NUMBER_TEXTS,
  type ElementAttachments,
  type ElementNumber,
  type ElementNumberBatchResult,
  elementNumberError,
  type NumberAssignment,
  normalizeElementNumber,
  numberBatchConflict,
  numberBatchError,
} from '@prozesspuls/shared';
import { elementAttachmentCounts } from '../../data/repositories/elementAttachments.js';
import {
  type CommitOutcome,
  commitNumberPlan,
  elementNumbersOf,
  loadElementNumber,
} from '../../data/repositories/elementNumbers.js';
import { controlledContentGate, type ReleaseGate } from '../elementContent/controlledContent.js';
import {
  elementEntryReader,
  releasedContentFor,
  releasedContentOfVisibleModel,
} from '../elementContent/releasedContent.js';
import { Conflict, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { type ModelElement, visibleModel } from '../models/models.js';
import { RETRY, withRetries } from '../models/transactions.js';
import {
  applyChanges,
  batchChunks,
  chunkedSteps,
  type NumberChange,
  type NumberPlan,
  planNumberWrites,
  planSize,
  TRANSACTION_LIMIT,
} from './numberPlan.js';

/** The model's numbers in number order; readers of the released version get the approved ones. */
export async function listElementNumbers(caller: Identity, uuid: string): Promise<ElementNumber[]> {
  const released = await releasedContentOfVisibleModel(caller, uuid);
  const numbers = released
    ? new Map(released.numbers.map((n) => [n.elementId, n.number]))
    : await elementNumbersOf(caller.clientId, uuid);
  return [...numbers]
    .map(([elementId, number]) => ({ elementId, number, uuidModel: uuid }))
    .sort((a, b) => compareElementNumbers(a.number, b.number));
}

/** The number of one element as it is now, not as released. */
async function liveElementNumber(clientId: number, element: ModelElement): Promise<ElementNumber | null> {
  const number = await loadElementNumber(clientId, element.uuid, element.elementId);
  return number === undefined ? null : { elementId: element.elementId, number, uuidModel: element.uuid };
}

/** The number of one element of a model the caller sees; null while it has none. */
export const elementNumberOf = elementEntryReader((snapshot) => snapshot.numbers, liveElementNumber);

/**
 * Writes one plan as one transaction, which also holds only while the release switch is as the
 * gate read it.
 */
async function commitPlan(gate: ReleaseGate, plan: NumberPlan): Promise<CommitOutcome> {
  if (planSize(plan) === 0) return 'written';
  return commitNumberPlan(gate, plan);
}

/** commitPlan; false when it was canceled (a condition failed or a race). */
async function commit(gate: ReleaseGate, plan: NumberPlan): Promise<boolean> {
  return (await commitPlan(gate, plan)) === 'written';
}

/**
 * Applies `changes` (chain order) to the numbers read as `state`: one transaction when it fits,
 * else steps that each keep the numbers unique. False when a step lost a race.
 */
async function writeNumbers(
  gate: ReleaseGate,
  state: ReadonlyMap<string, string>,
  changes: readonly NumberChange[],
): Promise<boolean> {
  const plan = planNumberWrites(state, changes);
  // One item of each transaction is the release check.
  if (planSize(plan) < TRANSACTION_LIMIT) return commit(gate, plan);
  let current = state;
  for (const step of chunkedSteps(changes)) {
    if (!(await commit(gate, planNumberWrites(current, step)))) return false;
    current = applyChanges(current, step);
  }
  return true;
}

/**
 * Gives an element its number. Without `renumber` a number in use is refused with the specified
 * text; with it (the user confirmed) the following elements move on. Uniqueness per model is
 * kept by conditional transactions (see numberPlan.ts), so of parallel requests for one number
 * exactly one wins and the others get the specified refusal. Under release only the owner and the
 * reviewer number elements (controlledContent.ts). Answers every number that changed.
 */
export async function assignNumber(
  caller: Identity,
  uuid: string,
  elementId: string,
  value: string,
  renumber: boolean,
): Promise<ElementNumber[]> {
  await controlledContentGate(caller, uuid);
  const error = elementNumberError(value);
  if (error) throw new RuleViolation(error);
  const number = normalizeElementNumber(value);
  return withRetries(async () => {
    const gate = await controlledContentGate(caller, uuid);
    const current = await elementNumbersOf(caller.clientId, uuid);
    const holder = [...current].find(([id, n]) => n === number && id !== elementId);
    if (holder && !renumber) throw new Conflict(ELEMENT_NUMBER_TEXTS.inUse);
    const changes = [...assignElementNumber(current, elementId, number)];
    if (!(await writeNumbers(gate, current, changes))) return RETRY;
    return changes.map(([id, n]) => ({ elementId: id, number: n, uuidModel: uuid }));
  });
}

/** Chunks of a batch committed at the same time: their items are disjoint. */
const PARALLEL_CHUNKS = 3;

/** How often a canceled chunk is tried again while nothing it depends on has changed. */
const CHUNK_ATTEMPTS = 3;

/**
 * Whether a chunk planned on `read` still applies to `now`: each element still holds the number
 * it was read with, and no other element has taken its new number meanwhile.
 */
function chunkStillApplies(
  read: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, string>,
  chunk: readonly NumberChange[],
): boolean {
  const holders = new Map<string, string>();
  for (const [elementId, number] of now) holders.set(number, elementId);
  return chunk.every(([elementId, to]) => {
    if (now.get(elementId) !== read.get(elementId)) return false;
    const holder = to === undefined ? undefined : holders.get(to);
    return holder === undefined || holder === elementId;
  });
}

/**
 * 'Alle Elemente nummerieren' in one call: gives each listed element its number, under the
 * single POST's rules (format, edit rights and release gate, a number another element holds is
 * refused with 409) and never renumbering anybody. Bad input writes nothing. The writes go in
 * conditional transactions of at most 100 items; each is all or nothing. A chunk canceled by a
 * concurrent change to one of its elements or numbers is left out and reported in
 * `failedChunks`; one canceled although nothing it depends on changed (a transaction conflict)
 * is tried again.
 */
export async function assignNumbers(
  caller: Identity,
  uuid: string,
  items: readonly NumberAssignment[],
): Promise<ElementNumberBatchResult> {
  const gate = await controlledContentGate(caller, uuid);
  const error = numberBatchError(items);
  if (error) throw new RuleViolation(error);
  const wanted = items.map((item) => ({
    elementId: item.elementId,
    number: normalizeElementNumber(item.number),
  }));
  const read = await elementNumbersOf(caller.clientId, uuid);
  const inUse = numberBatchConflict(wanted, read);
  if (inUse) throw new Conflict(inUse);
  const chunks = batchChunks(
    read,
    wanted.map((item): NumberChange => [item.elementId, item.number]),
  );

  const failed: NumberChange[][] = [];
  const commitChunk = async (chunk: NumberChange[]) => {
    for (let attempt = 0; attempt < CHUNK_ATTEMPTS; attempt += 1) {
      const outcome = await commitPlan(gate, planNumberWrites(read, chunk));
      if (outcome === 'written') return;
      // A failed condition may still be about none of the chunk's items (e.g. an element of it
      // got and lost a number meanwhile): only a real change to them fails the chunk.
      if (
        outcome === 'changed' &&
        !chunkStillApplies(read, await elementNumbersOf(caller.clientId, uuid), chunk)
      )
        break;
    }
    failed.push(chunk);
  };
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) await commitChunk(chunk);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CHUNKS, chunks.length) }, worker));

  const lost = new Set(failed.flat().map(([elementId]) => elementId));
  const numbers = wanted
    .filter((item) => !lost.has(item.elementId))
    .map((item) => ({ ...item, uuidModel: uuid }));
  return {
    written: numbers.length,
    numbers,
    failedChunks: failed.map((chunk) => ({ elementIds: chunk.map(([elementId]) => elementId) })),
    msg:
      failed.length === 0
        ? ELEMENT_NUMBER_BATCH_TEXTS.done(numbers.length)
        : ELEMENT_NUMBER_BATCH_TEXTS.partial(numbers.length, wanted.length),
  };
}

export async function deleteNumbersOfModel(caller: Identity, uuid: string): Promise<void> {
  await withRetries(async () => {
    const gate = await controlledContentGate(caller, uuid);
    const numbers = await elementNumbersOf(caller.clientId, uuid);
    const ids = [...numbers.keys()];
    // Each element and its reservation go together; 45 pairs per transaction.
    for (let i = 0; i < ids.length; i += 45) {
      const step = ids.slice(i, i + 45).map((id): NumberChange => [id, undefined]);
      if (!(await commit(gate, planNumberWrites(numbers, step)))) return RETRY;
    }
    return true;
  });
}

/** Deleted diagram elements lose their number, so numbering never trips over them (v4.2.7). */
export async function deleteNumberOfElement(
  caller: Identity,
  uuid: string,
  elementId: string,
): Promise<void> {
  await withRetries(async () => {
    const gate = await controlledContentGate(caller, uuid);
    const number = await loadElementNumber(caller.clientId, uuid, elementId);
    if (number === undefined) return true;
    const state = new Map([[elementId, number]]);
    return (await commit(gate, planNumberWrites(state, [[elementId, undefined]]))) ? true : RETRY;
  });
}

/**
 * Per element: its number and which side-panel content it has, from the counters kept on every
 * write (data/repositories/elementAttachments.ts): two Queries, no recount.
 */
export async function attachmentsOf(caller: Identity, uuid: string): Promise<ElementAttachments[]> {
  const { model, folder } = await visibleModel(caller, uuid);
  const [numbers, counts, released] = await Promise.all([
    listElementNumbers(caller, uuid),
    elementAttachmentCounts(caller.clientId, uuid),
    releasedContentFor(caller, model, folder),
  ]);
  // Readers of the released version see the approved descriptions' badges, not the draft's.
  const approvedDescriptions = released ? new Set(released.descriptions.map((d) => d.elementId)) : null;
  const numberOf = new Map(numbers.map((n) => [n.elementId, n.number]));
  const elementIds = new Set([...numberOf.keys(), ...counts.keys(), ...(approvedDescriptions ?? [])]);
  return [...elementIds].map((elementId) => {
    const count = counts.get(elementId);
    return {
      elementId,
      elementNum: numberOf.get(elementId) ?? null,
      hasComment: (count?.comments ?? 0) > 0,
      hasDocument: (count?.documents ?? 0) > 0,
      hasDescription: approvedDescriptions
        ? approvedDescriptions.has(elementId)
        : (count?.descriptions ?? 0) > 0,
      hasQuestion: (count?.questions ?? 0) > 0,
    };
  });
}
