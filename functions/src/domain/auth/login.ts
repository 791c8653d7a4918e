import { type LoginResponse, MSG, normalizeUserId, TENANT_DELETION_MESSAGES } from '@prozesspuls/shared';
import { InvalidCredentials, signInWithPassword } from '../../adapters/userPool.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import {
  activeClientIds,
  clientIdsOfUser,
  loadUser,
  setCurrentClient,
} from '../../data/repositories/userAccounts.js';
import { NotAuthenticated, PermissionDenied, RateLimited } from '../errors.js';
import { recordFailure, releaseCheck, reserveCheck } from './loginGuard.js';
import { waitForNewSessions } from './sessions.js';

/**
 * The client the user works in after sign-in: the current one while it is active, else the
 * first other active client of the user, else none (a deactivated client's users cannot sign in).
 * A client whose deletion is requested counts as not active.
 */
async function activeClientOf(userId: string, currentClientId: number): Promise<number | undefined> {
  const ids = await clientIdsOfUser(userId);
  if (ids.length === 0) return undefined;
  const active = await activeClientIds(ids);
  if (active.has(currentClientId)) return currentClientId;
  return ids.find((id) => active.has(id));
}

export async function login(userName: string, password: string): Promise<LoginResponse> {
  const userId = normalizeUserId(userName);
  // The slot is taken before Cognito sees the password: parallel guesses cannot outrun the count.
  const slot = await reserveCheck(userId);
  let tokens: Awaited<ReturnType<typeof signInWithPassword>>;
  try {
    await waitForNewSessions(userId);
    tokens = await signInWithPassword(userId, password);
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) {
      await releaseCheck(slot);
      throw error;
    }
    const lockedNow = await recordFailure(slot);
    if (lockedNow > 0) throw new RateLimited(MSG.loginLocked(lockedNow));
    throw new NotAuthenticated(MSG.loginFailed);
  }
  await releaseCheck(slot);

  const user = await loadUser(userId);
  if (!user) throw new PermissionDenied(MSG.clientNotAssigned);
  const clientId = await activeClientOf(userId, user.currentClientId);
  if (clientId === undefined) {
    const current = await clientRecord(user.currentClientId);
    throw new PermissionDenied(
      current?.deletionState ? TENANT_DELETION_MESSAGES.clientBeingDeleted : MSG.loginClientInactive,
    );
  }
  if (clientId !== user.currentClientId) {
    await setCurrentClient(userId, clientId);
  }
  return { clientId, userId, ...tokens };
}
