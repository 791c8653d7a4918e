import { randomInt } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  type AddUserRequest,
  isProtectedUser,
  type ManagedUser,
  type UpdateUserRequest,
} from '@prozesspuls/shared';
import { cognitoClient } from '../../adapters/cognito.js';
import { sendMail } from '../../adapters/mail.js';
import { createAccount } from '../../adapters/userPool.js';
import { setting } from '../../config/env.js';
import { getDb } from '../../data/db.js';
import { issueAuthToken } from '../auth/authTokens.js';
import { passwordLinkMail } from '../auth/mails.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { recordFirstStep } from '../onboarding/firstSteps.js';
import { type Profile, profileView } from '../users/profileView.js';
import { audit } from './audit.js';
import {
  ALREADY_MEMBER_MESSAGE,
  invitationOf,
  invitationsOf,
  inviteExistingUser,
  RETRY_MESSAGE,
  UNKNOWN_ROLE_MESSAGE,
} from './invitations.js';
import { ASSIGNMENT_ATTEMPTS, countDown, countUp, lostToConcurrentWrite, roleDiff } from './roleCounts.js';
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
  const db = getDb();
  const [{ data: members }, invitations, roles] = await Promise.all([
    db.entities.membership.query.byClient({ clientId }).go({ pages: 'all' }),
    invitationsOf(clientId),
    listRoles(clientId),
  ]);
  const titles = new Map(roles.map((r) => [r.id, r.roleTitle]));
  const roleRefs = (ids: readonly string[]) => ids.map((id) => ({ id, roleTitle: titles.get(id) ?? id }));
  const { data: users } =
    members.length === 0
      ? { data: [] }
      : await db.entities.user.get(members.map((m) => ({ userId: m.userId }))).go();
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
  const db = getDb();
  const { chosen } = await checkedRoles(caller.clientId, request.role);
  const [{ data: existing }, invited] = await Promise.all([
    db.entities.membership.get({ clientId: caller.clientId, userId: request.userId }).go(),
    invitationOf(caller.clientId, request.userId),
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
  const { data: profile } = await db.entities.user.get({ userId: request.userId }).go();
  if (profile) {
    await inviteExistingUser(caller, invitation, profile.firstName);
    return answer;
  }

  const isNewAccount = await createAccount(request);
  for (let attempt = 1; ; attempt++) {
    const result = await db.transaction
      .write((entities) => [
        entities.user
          .create({
            userId: request.userId,
            email: request.userId,
            firstName: request.firstName,
            lastName: request.lastName,
            iconColor,
            currentClientId: caller.clientId,
          })
          .commit(),
        entities.membership
          .create({ clientId: caller.clientId, userId: request.userId, roleIds: request.role, rev: 0 })
          .commit(),
        ...countUp(entities, caller.clientId, request.role),
      ])
      .go();
    if (!result.canceled) break;
    const [user, member] = result.data;
    if (member?.rejected && member.code === 'ConditionalCheckFailed')
      throw new Conflict(ALREADY_MEMBER_MESSAGE);
    if (user?.rejected && user.code === 'ConditionalCheckFailed') {
      // Another client created the profile meanwhile: from here on this is an invitation.
      const { data: now } = await db.entities.user.get({ userId: request.userId }).go();
      await inviteExistingUser(caller, invitation, now?.firstName ?? request.firstName);
      // If this request made the sign-in account, the person still needs a way to a password.
      if (isNewAccount) await mailPasswordInvitation(request.userId, now?.firstName ?? request.firstName);
      return answer;
    }
    if (lostToConcurrentWrite(result.data) && attempt < ASSIGNMENT_ATTEMPTS) continue;
    if (lostToConcurrentWrite(result.data)) throw new Conflict(RETRY_MESSAGE);
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
 * Whether the sign-in account has been taken into use (a password set). Until then the profile
 * holds only what the inviting admin typed, and that admin may still correct it.
 */
async function accountActivated(userId: string): Promise<boolean> {
  try {
    const { UserStatus } = await cognitoClient.send(
      new AdminGetUserCommand({ UserPoolId: setting('userPoolId'), Username: userId }),
    );
    return UserStatus !== 'FORCE_CHANGE_PASSWORD';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return false;
    throw error;
  }
}

type Holder = {
  readonly kind: 'member' | 'invitation';
  readonly roleIds: readonly string[];
  readonly rev?: number;
};

/**
 * Sets the roles of a member or a pending invitation in one transaction with the roles'
 * counters, conditioned on the revision read (a concurrent change makes it read and try again).
 */
async function assignRoles(
  caller: Identity,
  userId: string,
  roleIds: readonly string[],
  names: { firstName: string; lastName: string; iconColor?: string } | undefined,
): Promise<Holder> {
  const db = getDb();
  const { clientId } = caller;
  for (let attempt = 1; ; attempt++) {
    const [{ data: membership }, invitation, roles] = await Promise.all([
      db.entities.membership.get({ clientId, userId }).go(),
      invitationOf(clientId, userId),
      listRoles(clientId),
    ]);
    const holder: Holder | undefined = membership
      ? { kind: 'member', roleIds: membership.roleIds, rev: membership.rev }
      : invitation
        ? { kind: 'invitation', roleIds: invitation.roleIds, rev: invitation.rev }
        : undefined;
    if (!holder) throw new NotFound();
    const { added, removed } = roleDiff(holder.roleIds, roleIds, new Set(roles.map((r) => r.id)));
    const result = await db.transaction
      .write((entities) => [
        holder.kind === 'member'
          ? entities.membership
              .patch({ clientId, userId })
              .set({ roleIds: [...roleIds] })
              .add({ rev: 1 })
              .where((a, op) => (holder.rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, holder.rev)))
              .commit()
          : entities.invitation
              .patch({ clientId, userId })
              .set({ roleIds: [...roleIds], ...(names ?? {}) })
              .add({ rev: 1 })
              .where((a, op) => (holder.rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, holder.rev)))
              .commit(),
        ...countUp(entities, clientId, added),
        ...countDown(entities, clientId, removed),
      ])
      .go();
    if (!result.canceled) return holder;
    const counters = result.data.slice(1);
    const roleGone = counters.slice(0, added.length).some((c) => c.code === 'ConditionalCheckFailed');
    if (roleGone) throw new RuleViolation(UNKNOWN_ROLE_MESSAGE);
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
  const db = getDb();
  if (request.email && request.email !== request.userId) {
    const { data: other } = await db.entities.user.get({ userId: request.email }).go();
    if (other) return 0;
    throw new RuleViolation(EMAIL_IMMUTABLE_MESSAGE);
  }
  const [{ data: membership }, invitation] = await Promise.all([
    db.entities.membership.get({ clientId: caller.clientId, userId: request.userId }).go(),
    invitationOf(caller.clientId, request.userId),
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
    const now = await invitationOf(caller.clientId, request.userId);
    if (!now) throw new NotFound();
    return toManagedUser({ ...now, email: now.userId }, chosen);
  }
  const own = request.userId === caller.userId;
  const mayRename = own || !(await accountActivated(request.userId));
  const { data: user } = mayRename
    ? await db.entities.user.patch({ userId: request.userId }).set(names).go({ response: 'all_new' })
    : await db.entities.user.get({ userId: request.userId }).go();
  if (!user) throw new NotFound();
  return toManagedUser(user, chosen);
}
