import {
  FORMER_USER_LABEL,
  fullNameOf,
  isProtectedUser,
  normalizeUserId,
  PRIVACY_MESSAGES,
} from '@prozesspuls/shared';
import { deleteExports } from '../../adapters/exportStorage.js';
import { deleteAccount } from '../../adapters/userPool.js';
import { getDb } from '../../data/db.js';
import {
  clientsOfMember,
  deleteAll,
  eraseTraces,
  tenantItems,
  userOwnItems,
} from '../../data/repositories/personalData.js';
import { audit } from '../admin/audit.js';
import { invitationOf } from '../admin/invitations.js';
import { ASSIGNMENT_ATTEMPTS, countDown } from '../admin/roleCounts.js';
import { listRoles } from '../admin/roles.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';

/**
 * Removes the membership (or pending invitation) in the caller's client together with its roles'
 * counters, conditioned on the revision read (a concurrent role change makes it read again).
 * Answers the names the client knew the person by.
 */
async function removeFromClient(clientId: number, userId: string): Promise<string[]> {
  const db = getDb();
  for (let attempt = 1; ; attempt++) {
    const [{ data: membership }, invitation, roles] = await Promise.all([
      db.entities.membership.get({ clientId, userId }).go(),
      invitationOf(clientId, userId),
      listRoles(clientId),
    ]);
    const holder = membership ?? invitation;
    if (!holder) throw new NotFound(PRIVACY_MESSAGES.notAMember);
    const existing = new Set(roles.map((r) => r.id));
    const counted = holder.roleIds.filter((id): id is string => id !== undefined && existing.has(id));
    const rev = holder.rev;
    const result = await db.transaction
      .write((entities) => [
        membership
          ? entities.membership
              .delete({ clientId, userId })
              .where((a, op) => (rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, rev)))
              .commit()
          : entities.invitation
              .delete({ clientId, userId })
              .where((a, op) => (rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, rev)))
              .commit(),
        ...countDown(entities, clientId, [...new Set(counted)]),
      ])
      .go();
    if (!result.canceled) return invitation && !membership ? [fullNameOf(invitation)] : [];
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
  const { data: profile } = await getDb().entities.user.get({ userId }).go();
  // Platform rights are never removed by a tenant: the superuser is not a tenant's user to delete.
  if (isProtectedUser(userId) || profile?.platformSuperuser)
    throw new PermissionDenied(PRIVACY_MESSAGES.cannotDeleteProtected);

  const typedNames = await removeFromClient(caller.clientId, userId);
  const traces = [userId, ...typedNames, ...(profile ? [fullNameOf(profile)] : [])];
  const remaining = await clientsOfMember(userId);
  // Sign-in state first: the person can no longer sign in while the rest is erased.
  if (remaining.length === 0) {
    await deleteAccount(userId);
    await deleteAll(await userOwnItems(userId));
  } else if (profile?.currentClientId === caller.clientId && remaining[0] !== undefined) {
    await getDb().entities.user.patch({ userId }).set({ currentClientId: remaining[0] }).go();
  }
  await deleteExports(caller.clientId, userId);
  const erased = await eraseTraces(await tenantItems(caller.clientId), traces);
  await audit(caller.clientId, caller.userId, 'user.delete', FORMER_USER_LABEL, erased);
}
