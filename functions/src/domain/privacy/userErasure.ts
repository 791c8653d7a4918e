import {
  FORMER_USER_LABEL,
  fullNameOf,
  isProtectedUser,
  normalizeUserId,
  PRIVACY_MESSAGES,
} from '@prozesspuls/shared';
import { deleteExports } from '../../adapters/exportStorage.js';
import { deleteAccount } from '../../adapters/userPool.js';
import {
  clientsOfMember,
  deleteAll,
  eraseTraces,
  tenantItems,
  userOwnItems,
} from '../../data/repositories/personalData.js';
import { loadUser, setCurrentClient } from '../../data/repositories/userAccounts.js';
import { clientHolderOf, namesakesIn, removeClientHolder } from '../../data/repositories/userRemoval.js';
import { audit } from '../admin/audit.js';
import { ASSIGNMENT_ATTEMPTS } from '../admin/roleCounts.js';
import { listRoles } from '../admin/roles.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';

/**
 * Removes the membership (or pending invitation) in the caller's client together with its roles'
 * counters, conditioned on the revision read (a concurrent role change makes it read again).
 * Answers the names the client knew the person by.
 */
async function removeFromClient(clientId: number, userId: string): Promise<readonly string[]> {
  for (let attempt = 1; ; attempt++) {
    const [holder, roles] = await Promise.all([clientHolderOf(clientId, userId), listRoles(clientId)]);
    if (!holder) throw new NotFound(PRIVACY_MESSAGES.notAMember);
    const existing = new Set(roles.map((r) => r.id));
    const counted = [...new Set(holder.roleIds.filter((id) => existing.has(id)))];
    if (await removeClientHolder(clientId, userId, holder, counted)) return holder.typedNames;
    if (attempt >= ASSIGNMENT_ATTEMPTS) throw new Conflict(PRIVACY_MESSAGES.retryDelete);
  }
}

/**
 * Art. 17 DSGVO: a tenant admin deletes a user of the own client. The membership goes; in the
 * client every item that is the user's own (key names the user) is deleted and every mention
 * elsewhere (author of comments, questions, history entries, …) becomes 'Ehemalige/r Nutzer/in'.
 * When the person is a member of no other client, the account goes too: the profile, the
 * sign-in state and tokens and the Cognito account. Users of other clients are unknown here (404).
 */
export async function deleteUser(caller: Identity, requestedId: string): Promise<void> {
  const userId = normalizeUserId(requestedId);
  if (userId === caller.userId) throw new RuleViolation(PRIVACY_MESSAGES.cannotDeleteSelf);
  const profile = await loadUser(userId);
  // Platform rights are never removed by a tenant: the superuser is not a tenant's user to delete.
  if (isProtectedUser(userId) || profile?.platformSuperuser)
    throw new PermissionDenied(PRIVACY_MESSAGES.cannotDeleteProtected);

  const typedNames = await removeFromClient(caller.clientId, userId);
  const names = [...typedNames, ...(profile ? [fullNameOf(profile)] : [])];
  const remaining = await clientsOfMember(userId);
  // Sign-in state first: the person can no longer sign in while the rest is erased.
  if (remaining.length === 0) {
    await deleteAccount(userId);
    await deleteAll(await userOwnItems(userId));
  } else if (profile?.currentClientId === caller.clientId && remaining[0] !== undefined) {
    await setCurrentClient(userId, remaining[0]);
  }
  await deleteExports(caller.clientId, userId);
  // Colleagues who carry the same name keep it (shared/src/privacy/erasure.ts).
  const namesakeIds = await namesakesIn(caller.clientId, userId, names);
  const erased = await eraseTraces(await tenantItems(caller.clientId), { ids: [userId], names, namesakeIds });
  await audit(caller.clientId, caller.userId, 'user.delete', FORMER_USER_LABEL, erased);
}
