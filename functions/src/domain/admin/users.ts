import { randomInt } from 'node:crypto';
import {
  type AddUserRequest,
  isProtectedUser,
  type ManagedUser,
  type UpdateUserRequest,
} from '@prozesspuls/shared';
import { sendMail } from '../../adapters/mail.js';
import { accountActivated, createAccount } from '../../adapters/userPool.js';
import { setting } from '../../config/env.js';
import {
  invitationsOfClient,
  loadInvitation,
  loadMembership,
  membershipsOfClient,
} from '../../data/repositories/memberships.js';
import {
  createMemberWithProfileCounted,
  type RoleHolder,
  setRolesCounted,
} from '../../data/repositories/roleAssignments.js';
import { loadUser, loadUsers, renameUser } from '../../data/repositories/userAccounts.js';
import { issueAuthToken } from '../auth/authTokens.js';
import { passwordLinkMail } from '../auth/mails.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { recordFirstStep } from '../onboarding/firstSteps.js';
import { type Profile, profileView } from '../users/profileView.js';
import { audit } from './audit.js';
import {
  ALREADY_MEMBER_MESSAGE,
  inviteExistingUser,
  RETRY_MESSAGE,
  UNKNOWN_ROLE_MESSAGE,
} from './invitations.js';
import { ASSIGNMENT_ATTEMPTS, roleDiff } from './roleCounts.js';
import { listRoles } from './roles.js';

export { ALREADY_MEMBER_MESSAGE, UNKNOWN_ROLE_MESSAGE } from './invitations.js';
export const EMAIL_IMMUTABLE_MESSAGE = 'Die E-Mail-Adresse eines Nutzers kann nicht geändert werden.';

const randomColor = () => `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0').toUpperCase()}`;
const asHex = (color: string | undefined) =>
  color ? `#${color.replace(/^#/, '').toUpperCase()}` : undefined;

/** A user as the administration lists it. */
function toManagedUser(user: Profile, roles: ManagedUser['roles']): ManagedUser {
  return {
    ...profileView(user),
    roles,
    roleEditable: !isProtectedUser(user.userId),
  };
}

/** The roles must all exist in the caller's client. */
async function checkedRoles(clientId: number, roleIds: readonly string[]) {
  const roles = await listRoles(clientId);
  const byId = new Map(roles.map((r) => [r.id, r]));
  const unknown = roleIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new RuleViolation(UNKNOWN_ROLE_MESSAGE);
  return { all: byId, chosen: roleIds.map((id) => ({ id, roleTitle: byId.get(id)?.roleTitle ?? id })) };
}

/**
 * Every member of the caller's client with their roles, and the pending invitations with the
 * names and roles the admin typed (shaped like members: an invitation reveals nothing).
 */
export async function listUsers(clientId: number): Promise<ManagedUser[]> {
  const [members, invitations, roles] = await Promise.all([
    membershipsOfClient(clientId),
    invitationsOfClient(clientId),
    listRoles(clientId),
  ]);
  const titles = new Map(roles.map((r) => [r.id, r.roleTitle]));
  const roleRefs = (ids: readonly string[]) => ids.map((id) => ({ id, roleTitle: titles.get(id) ?? id }));
  const users = await loadUsers(members.map((m) => m.userId));
  const profiles = new Map(users.map((u) => [u.userId, u]));
  const listed = members.flatMap((m) => {
    const user = profiles.get(m.userId);
    return user ? [toManagedUser(user, roleRefs(m.roleIds))] : [];
  });
  for (const invitation of invitations) {
    listed.push(toManagedUser({ ...invitation, email: invitation.userId }, roleRefs(invitation.roleIds)));
  }
  return listed.sort((a, b) => a.userId.localeCompare(b.userId));
}

/**
 * Adds a user to the caller's client. A new person gets a profile, a sign-in account, the
 * membership and an invitation link to /tokenAuth/{authToken}. Someone who already exists on the
 * platform is only invited (their consent makes the membership, see invitations.ts). Both answer
 * alike, with the names and colour the admin typed: the answer reveals nothing of an existing user.
 */
export async function addUser(caller: Identity, request: AddUserRequest): Promise<ManagedUser> {
  const { chosen } = await checkedRoles(caller.clientId, request.role);
  const [existing, invited] = await Promise.all([
    loadMembership(caller.clientId, request.userId),
    loadInvitation(caller.clientId, request.userId),
  ]);
  if (existing || invited) throw new Conflict(ALREADY_MEMBER_MESSAGE);

  const iconColor = asHex(request.iconColor) ?? randomColor();
  const answer = toManagedUser({ ...request, email: request.userId, iconColor }, chosen);
  const invitation = {
    userId: request.userId,
    firstName: request.firstName,
    lastName: request.lastName,
    iconColor,
    roleIds: request.role,
  };
  const profile = await loadUser(request.userId);
  if (profile) {
    await inviteExistingUser(caller, invitation, profile.firstName);
    return answer;
  }

  const isNewAccount = await createAccount(request);
  for (let attempt = 1; ; attempt++) {
    const outcome = await createMemberWithProfileCounted({
      clientId: caller.clientId,
      userId: request.userId,
      firstName: request.firstName,
      lastName: request.lastName,
      iconColor,
      roleIds: request.role,
    });
    if (outcome === 'written') break;
    if (outcome === 'alreadyMember') throw new Conflict(ALREADY_MEMBER_MESSAGE);
    if (outcome === 'profileExists') {
      // Another client created the profile meanwhile: from here on this is an invitation.
      const now = await loadUser(request.userId);
      await inviteExistingUser(caller, invitation, now?.firstName ?? request.firstName);
      // If this request made the sign-in account, the person still needs a way to a password.
      if (isNewAccount) await mailPasswordInvitation(request.userId, now?.firstName ?? request.firstName);
      return answer;
    }
    if (outcome === 'concurrentWrite' && attempt < ASSIGNMENT_ATTEMPTS) continue;
    if (outcome === 'concurrentWrite') throw new Conflict(RETRY_MESSAGE);
    throw new RuleViolation(UNKNOWN_ROLE_MESSAGE);
  }
  await audit(caller.clientId, caller.userId, 'user.add', request.userId, { roles: request.role });
  await recordFirstStep(caller.clientId, 'colleagueInvited');

  // An account left over from an add that failed (e.g. its role was deleted meanwhile) has no
  // password either: it gets the mail as well.
  if (isNewAccount || !(await accountActivated(request.userId))) {
    await mailPasswordInvitation(request.userId, request.firstName);
  }
  return answer;
}

/** The invitation to the platform: a link to /tokenAuth/{authToken} that sets the first password. */
async function mailPasswordInvitation(userId: string, firstName: string): Promise<void> {
  const token = await issueAuthToken(userId, 'invite');
  const link = `${setting('appUrl')}/tokenAuth/${encodeURIComponent(token)}`;
  await sendMail(passwordLinkMail({ to: userId, firstName, link, purpose: 'invite' }));
}

/**
 * Sets the roles of a member or a pending invitation in one transaction with the roles'
 * counters, conditioned on the revision read (a concurrent change makes it read and try again).
 */
async function assignRoles(
  caller: Identity,
  userId: string,
  roleIds: readonly string[],
  names: { firstName: string; lastName: string; iconColor?: string } | undefined,
): Promise<RoleHolder> {
  const { clientId } = caller;
  for (let attempt = 1; ; attempt++) {
    const [membership, invitation, roles] = await Promise.all([
      loadMembership(clientId, userId),
      loadInvitation(clientId, userId),
      listRoles(clientId),
    ]);
    const holder: RoleHolder | undefined = membership
      ? { kind: 'member', roleIds: membership.roleIds, rev: membership.rev }
      : invitation
        ? { kind: 'invitation', roleIds: invitation.roleIds, rev: invitation.rev }
        : undefined;
    if (!holder) throw new NotFound();
    const { added, removed } = roleDiff(holder.roleIds, roleIds, new Set(roles.map((r) => r.id)));
    const outcome = await setRolesCounted(holder, { clientId, userId, roleIds, names, added, removed });
    if (outcome === 'written') return holder;
    if (outcome === 'roleGone') throw new RuleViolation(UNKNOWN_ROLE_MESSAGE);
    if (attempt >= ASSIGNMENT_ATTEMPTS) throw new Conflict(RETRY_MESSAGE);
    // The member's roles changed meanwhile or a concurrent transaction won: read again.
  }
}

/**
 * PUT /user: a tenant admin changes what belongs to the client, the user's roles there. The
 * global profile (names, colour) changes only for the caller themself, or while the account is
 * not yet taken into use (the names are still those the inviting admin typed); for anybody else
 * the names and colour sent are ignored and the answer shows the profile as it is. For a pending
 * invitation the names are the admin's own (client-scoped) and are changed. Answers 0 when the
 * e-mail belongs to another user.
 */
export async function updateUser(caller: Identity, request: UpdateUserRequest): Promise<ManagedUser | 0> {
  if (isProtectedUser(request.userId)) throw new PermissionDenied();
  if (request.email && request.email !== request.userId) {
    const other = await loadUser(request.email);
    if (other) return 0;
    throw new RuleViolation(EMAIL_IMMUTABLE_MESSAGE);
  }
  const [membership, invitation] = await Promise.all([
    loadMembership(caller.clientId, request.userId),
    loadInvitation(caller.clientId, request.userId),
  ]);
  if (!membership && !invitation) throw new NotFound();
  const { chosen } = await checkedRoles(caller.clientId, request.role);
  const names = {
    firstName: request.firstName,
    lastName: request.lastName,
    ...(request.iconColor ? { iconColor: asHex(request.iconColor) } : {}),
  };
  const holder = await assignRoles(caller, request.userId, request.role, names);
  const before = [...holder.roleIds].sort().join(',');
  if (before !== [...request.role].sort().join(',')) {
    await audit(caller.clientId, caller.userId, 'user.roles', request.userId, {
      from: holder.roleIds,
      to: request.role,
    });
  }
  if (holder.kind === 'invitation') {
    const now = await loadInvitation(caller.clientId, request.userId);
    if (!now) throw new NotFound();
    return toManagedUser({ ...now, email: now.userId }, chosen);
  }
  const own = request.userId === caller.userId;
  const mayRename = own || !(await accountActivated(request.userId));
  const user = mayRename ? await renameUser(request.userId, names) : await loadUser(request.userId);
  if (!user) throw new NotFound();
  return toManagedUser(user, chosen);
}
