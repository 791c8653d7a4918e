import { createHash, randomBytes } from 'node:crypto';
import { isConditionFailure } from '../../data/conditionFailure.js';
import { getDb } from '../../data/db.js';
import { raiseAuthStamp } from '../../data/repositories/authState.js';

/** How long a reset or invitation link stays valid. */
export const AUTH_TOKEN_LIFETIME_MS = { reset: 60 * 60_000, invite: 7 * 24 * 60 * 60_000 } as const;

export type AuthTokenPurpose = keyof typeof AUTH_TOKEN_LIFETIME_MS;

/** Only the SHA-256 of a token is stored; the token itself exists only in the mailed link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueAuthToken(
  userId: string,
  purpose: AuthTokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + AUTH_TOKEN_LIFETIME_MS[purpose];
  const tokenHash = hashToken(token);
  const ttl = Math.ceil(expiresAt / 1000) + 86_400;
  // The user's pointer first: a token is never stored without the way to erase it with the user.
  await getDb().entities.authTokenRef.put({ userId, tokenHash, ttl }).go();
  await getDb().entities.authToken.create({ tokenHash, userId, purpose, expiresAt, issuedAt: now, ttl }).go();
  await supersedeOlderTokens(userId, now);
  return token;
}

/**
 * Kills every password link of the user issued before `issuedAt`: only the newest link works
 * (stored before the link is mailed, so an older link can no longer be used once a newer exists).
 */
async function supersedeOlderTokens(userId: string, issuedAt: number): Promise<void> {
  await raiseAuthStamp(userId, 'tokensValidAfter', issuedAt);
}

/**
 * Marks the token used, atomically: exactly one caller wins, and only while it is unexpired.
 * Answers the user id, or undefined when the token is unknown, used, expired or superseded by a
 * newer link of the same user (then it stays used: a dead link never comes back).
 */
export async function claimAuthToken(token: string, now = Date.now()): Promise<string | undefined> {
  const tokenHash = hashToken(token);
  try {
    const { data } = await getDb()
      .entities.authToken.patch({ tokenHash })
      .set({ usedAt: now })
      .where((attr, op) => `${op.notExists(attr.usedAt)} AND ${op.gt(attr.expiresAt, now)}`)
      .go({ response: 'all_new' });
    const { data: state } = await getDb().entities.authState.get({ userId: data.userId }).go();
    if ((data.issuedAt ?? 0) < (state?.tokensValidAfter ?? 0)) return undefined;
    return data.userId;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Whether a password link would still be accepted (known, unused, unexpired, not superseded),
 * without using it: the set-password screen says a link is dead before the user types.
 */
export async function authTokenUsable(token: string, now = Date.now()): Promise<boolean> {
  const { data } = await getDb()
    .entities.authToken.get({ tokenHash: hashToken(token) })
    .go();
  if (!data || data.usedAt !== undefined || data.expiresAt <= now) return false;
  const { data: state } = await getDb().entities.authState.get({ userId: data.userId }).go();
  return (data.issuedAt ?? 0) >= (state?.tokensValidAfter ?? 0);
}

/** Gives a claimed token back, when what it was claimed for did not happen (e.g. weak password). */
export async function releaseAuthToken(token: string): Promise<void> {
  await getDb()
    .entities.authToken.patch({ tokenHash: hashToken(token) })
    .remove(['usedAt'])
    .go();
}
