import { getDb } from '../db.js';
import { oneOf, patchedUnlessConditionFails } from './reads.js';

/** A stored password link: only the hash of its token, never the token. */
export interface NewAuthToken {
  readonly tokenHash: string;
  readonly userId: string;
  readonly purpose: 'reset' | 'invite';
  readonly expiresAt: number;
  readonly issuedAt: number;
  readonly ttl: number;
}

export async function createAuthToken(token: NewAuthToken): Promise<void> {
  // The user's pointer first: a token is never stored without the way to erase it with the user.
  await getDb()
    .entities.authTokenRef.put({ userId: token.userId, tokenHash: token.tokenHash, ttl: token.ttl })
    .go();
  await getDb().entities.authToken.create(token).go();
}

/**
 * Marks the token used at `now` with one conditional patch, only while unused and unexpired:
 * exactly one caller wins. Answers the claimed record, or undefined when the condition failed
 * (unknown, used or expired).
 */
export async function claimUnusedAuthToken(tokenHash: string, now: number) {
  return patchedUnlessConditionFails(
    getDb()
      .entities.authToken.patch({ tokenHash })
      .set({ usedAt: now })
      .where((attr, op) => `${op.notExists(attr.usedAt)} AND ${op.gt(attr.expiresAt, now)}`),
  );
}

export async function loadAuthToken(tokenHash: string) {
  return oneOf(getDb().entities.authToken.get({ tokenHash }));
}

/** Makes a claimed token unused again. */
export async function unclaimAuthToken(tokenHash: string): Promise<void> {
  await getDb().entities.authToken.patch({ tokenHash }).remove(['usedAt']).go();
}
