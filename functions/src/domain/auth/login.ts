import { type LoginResponse, MSG, normalizeUserId } from '@prozesspuls/shared';
import { InvalidCredentials, signInWithPassword } from '../../adapters/userPool.js';
import { getDb } from '../../data/db.js';
import { apiError, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import { clearFailures, recordFailure, remainingLockMinutes } from './loginGuard.js';

/**
 * The client the user works in after sign-in: the current one while it is active, else the
 * first other active client of the user, else none (a deactivated client's users cannot sign in).
 */
async function activeClientOf(userId: string, currentClientId: number): Promise<number | undefined> {
  const db = getDb();
  const { data: memberships } = await db.entities.membership.query.byUser({ userId }).go();
  const ids = memberships.map((m) => m.clientId);
  if (ids.length === 0) return undefined;
  const { data: clients } = await db.entities.client.get(ids.map((clientId) => ({ clientId }))).go();
  const active = new Set(clients.filter((c) => c.activeState).map((c) => c.clientId));
  if (active.has(currentClientId)) return currentClientId;
  return ids.find((id) => active.has(id));
}

export async function login(userName: string, password: string): Promise<LoginResponse> {
  const userId = normalizeUserId(userName);
  const locked = await remainingLockMinutes(userId);
  if (locked > 0) throw tooManyRequests(MSG.loginLocked(locked));

  let tokens: Awaited<ReturnType<typeof signInWithPassword>>;
  try {
    tokens = await signInWithPassword(userId, password);
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    const lockedNow = await recordFailure(userId);
    if (lockedNow > 0) throw tooManyRequests(MSG.loginLocked(lockedNow));
    throw unauthorized(MSG.loginFailed);
  }
  await clearFailures(userId);

  const db = getDb();
  const { data: user } = await db.entities.user.get({ userId }).go();
  if (!user) throw apiError(403, MSG.clientNotAssigned);
  const clientId = await activeClientOf(userId, user.currentClientId);
  if (clientId === undefined) throw forbidden(MSG.loginClientInactive);
  if (clientId !== user.currentClientId) {
    await db.entities.user.patch({ userId }).set({ currentClientId: clientId }).go();
  }
  return { clientId, userId, ...tokens };
}
