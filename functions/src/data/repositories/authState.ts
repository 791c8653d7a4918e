import { writtenUnlessConditionFails } from '../conditionFailure.js';
import { getDb } from '../db.js';

/** The stamps of a user's sign-in state (entity authState): what is older is dead. */
export type AuthStamp = 'sessionsValidAfter' | 'tokensValidAfter';

/**
 * Raises one stamp of the user's sign-in state to `value` with one conditional upsert; a later
 * value stored already (a newer link, a later reset) stays.
 */
export async function raiseAuthStamp(userId: string, stamp: AuthStamp, value: number): Promise<void> {
  const item = { userId, [stamp]: value } as { userId: string } & Partial<Record<AuthStamp, number>>;
  await writtenUnlessConditionFails(() =>
    getDb()
      .entities.authState.upsert(item)
      .where((attr, op) => `${op.notExists(attr[stamp])} OR ${op.lt(attr[stamp], value)}`)
      .go(),
  );
}

/** The user's sign-in state (both stamps), or undefined before any reset or link. */
export async function loadAuthState(userId: string) {
  const { data } = await getDb().entities.authState.get({ userId }).go();
  return data ?? undefined;
}
