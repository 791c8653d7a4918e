import type { UpdateRecordGo } from 'electrodb';
import { isConditionFailure } from '../conditionFailure.js';

/**
 * The reads and patches every repository repeats, over ElectroDB's own request types: each takes
 * the built request (`entities.x.query.byClient(...)`, `entities.x.get(...)`, `entities.x.patch(...).set(...)`)
 * and answers the stored items in the repository's terms (absent is `undefined`, never `null`).
 */

/** Options a full read may add: the order by sort key, a strongly consistent read. */
interface ReadOptions {
  readonly order?: 'asc' | 'desc';
  readonly consistent?: boolean;
}

/** A built ElectroDB query (all attributes: a projection has its own item type). */
export interface Query<T> {
  go(options: ReadOptions & { pages: 'all' }): Promise<{ data: T[] }>;
}

/** A built ElectroDB get of one item. */
interface Get<T> {
  go(options?: ReadOptions): Promise<{ data: T | null }>;
}

/** A built ElectroDB patch (or update): `T` is the item it can answer as stored afterwards. */
interface Patch<T, Keys, Item> {
  go: UpdateRecordGo<T, Keys, Item>;
}

/** Every item the query finds, page after page. */
export async function allOf<T>(query: Query<T>, options: ReadOptions = {}): Promise<T[]> {
  const { data } = await query.go({ ...options, pages: 'all' });
  return data;
}

/** The one item the get names, or undefined when there is none. */
export async function oneOf<T>(get: Get<T>, options: ReadOptions = {}): Promise<T | undefined> {
  const { data } = await get.go(options);
  return data ?? undefined;
}

/** Runs the patch and answers the item as it is stored afterwards. */
export async function patchedRecord<T, Keys, Item>(patch: Patch<T, Keys, Item>): Promise<T> {
  const { data } = await patch.go({ response: 'all_new' });
  return data;
}

/**
 * Runs a conditional patch and answers the item as it is stored afterwards, or undefined when its
 * condition failed (the item is gone, or a parallel change won): an expected outcome, not an error.
 */
export async function patchedUnlessConditionFails<T, Keys, Item>(
  patch: Patch<T, Keys, Item>,
): Promise<T | undefined> {
  try {
    return await patchedRecord(patch);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
