import { writtenIfConditionHolds } from '../conditionFailure.js';
import { type Db, getDb } from '../db.js';

type Entities = Db['entities'];
/** The key `entities[name].patch(key)` takes. */
export type PatchKey<Name extends keyof Entities> = Parameters<Entities[Name]['patch']>[0];
/** A patch of one item, as `entities[name].patch(key)` begins it. */
export type PatchOf<Name extends keyof Entities> = ReturnType<Entities[Name]['patch']>;

/**
 * Runs the conditional patch `build` makes of one item of the entity `name`: true when written,
 * false when its condition failed (a newer version is stored, someone else holds a claim).
 */
export function patchedIf<Name extends keyof Entities>(
  name: Name,
  key: PatchKey<Name>,
  build: (patch: PatchOf<Name>) => { go(): Promise<unknown> },
): Promise<boolean> {
  // TypeScript does not relate the union of every entity's `patch` to the one `name` picks.
  const entity = getDb().entities[name] as unknown as { patch(key: PatchKey<Name>): PatchOf<Name> };
  return writtenIfConditionHolds(build(entity.patch(key)));
}
