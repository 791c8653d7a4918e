import { writtenIfConditionHolds } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { oneOf } from './reads.js';

/** The stamps of a user's sign-in state (entity authState): what is older is dead. */
export type AuthStamp = 'sessionsValidAfter' | 'tokensValidAfter';

/**
 * Raises one stamp of the user's sign-in state to `value` with one conditional upsert; a later
 * value stored already (a newer link, a later reset) stays.
 */
export async function raiseAuthStamp(userId: string, stamp: AuthStamp, value: number): Promise<void> {
  const item = { userId, [stamp]: value } as { userId: string } & Partial<Record<AuthStamp, number>>;
  await writtenIfConditionHolds(
    getDb()
      .entities.authState.upsert(item)
      .where((attr, op) => `${op.notExists(attr[stamp])} OR ${op.lt(attr[stamp], value)}`),
  );
}

/** The user's sign-in state (both stamps), or undefined before any reset or link. */
export async function loadAuthState(userId: string) {
  return oneOf(getDb().entities.authState.get({ userId }));
}
