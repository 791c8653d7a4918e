import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UpdateRecordGo } from 'electrodb';
import { documentClient } from '../../adapters/dynamo.js';
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

/** A built ElectroDB query, for its request parameters (table, key condition). */
interface BuiltQuery {
  params<P>(): P;
}

interface QueryParams {
  readonly TableName: string;
  readonly KeyConditionExpression: string;
  readonly ExpressionAttributeNames: Record<string, string>;
  readonly ExpressionAttributeValues: Record<string, unknown>;
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

/**
 * Every item the query finds, page after page, with nothing but `attributes` read and as the
 * DocumentClient reads them (no ElectroDB formatting: string sets are Sets; `T` names what the
 * attributes hold as stored): for lists of thousands of items, where that per-item formatting
 * cost as much as the Query itself. No entity marker is read, so the query's key range must hold
 * nothing but the entity's items.
 */
export async function projectedItems<T extends object>(
  query: BuiltQuery,
  attributes: readonly (keyof T & string)[],
): Promise<T[]> {
  const params = query.params<QueryParams>();
  const names = attributes.map((_, i) => `#read${i}`);
  const ProjectionExpression = names.join(', ');
  const ExpressionAttributeNames = {
    ...params.ExpressionAttributeNames,
    ...Object.fromEntries(attributes.map((name, i) => [names[i], name])),
  };
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...params, ProjectionExpression, ExpressionAttributeNames, ExclusiveStartKey }),
    );
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
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
