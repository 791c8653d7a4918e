import { randomInt } from 'node:crypto';
import {
  type AddUserRequest,
  fullNameOf,
  isProtectedUser,
  type ManagedUser,
  type UpdateUserRequest,
} from '@prozesspuls/shared';
import { sendMail } from '../../adapters/mail.js';
import { createAccount } from '../../adapters/userPool.js';
import { setting } from '../../config/env.js';
import { getDb } from '../../data/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Identity } from '../../http/event.js';
import { issueAuthToken } from '../auth/authTokens.js';
import { passwordLinkMail } from '../auth/mails.js';
import { audit } from './audit.js';
import { listRoles } from './roles.js';

export const UNKNOWN_ROLE_MESSAGE = 'Rolle muss angegeben werden';
export const ALREADY_MEMBER_MESSAGE = 'Der Nutzer ist diesem Mandanten bereits zugeordnet.';
export const EMAIL_IMMUTABLE_MESSAGE = 'Die E-Mail-Adresse eines Nutzers kann nicht geändert werden.';

const randomColor = () => `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0').toUpperCase()}`;
const asHex = (color: string | undefined) =>
  color ? `#${color.replace(/^#/, '').toUpperCase()}` : undefined;

interface Profile {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly iconColor: string;
}

/** A user as the administration lists it. */
function toManagedUser(user: Profile, roles: ManagedUser['roles']): ManagedUser {
  return {
    userId: user.userId,
    username: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullNameOf(user),
    iconColor: user.iconColor,
    roles,
    roleEditable: !isProtectedUser(user.userId),
  };
}

/** The roles must all exist in the caller's client. */
async function checkedRoles(clientId: number, roleIds: readonly string[]) {
  const roles = await listRoles(clientId);
  const byId = new Map(roles.map((r) => [r.id, r]));
  const unknown = roleIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw badRequest(UNKNOWN_ROLE_MESSAGE);
  return { all: byId, chosen: roleIds.map((id) => ({ id, roleTitle: byId.get(id)?.roleTitle ?? id })) };
}

/** Every member of the caller's client with their roles (two queries and one batch read). */
export async function listUsers(clientId: number): Promise<ManagedUser[]> {
  const db = getDb();
  const [{ data: members }, roles] = await Promise.all([
    db.entities.membership.query.byClient({ clientId }).go({ pages: 'all' }),
    listRoles(clientId),
  ]);
  if (members.length === 0) return [];
  const titles = new Map(roles.map((r) => [r.id, r.roleTitle]));
  const { data: users } = await db.entities.user.get(members.map((m) => ({ userId: m.userId }))).go();
  const profiles = new Map(users.map((u) => [u.userId, u]));
  return members
    .flatMap((m) => {
      const user = profiles.get(m.userId);
      if (!user) return [];
      return [
        toManagedUser(
          user,
          m.roleIds.map((id) => ({ id, roleTitle: titles.get(id) ?? id })),
        ),
      ];
    })
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

/**
 * Adds a user to the caller's client. A new person gets a sign-in account and an invitation
 * link to /tokenAuth/{authToken}; someone already known elsewhere is only added.
 */
export async function addUser(caller: Identity, request: AddUserRequest): Promise<ManagedUser> {
  const db = getDb();
  const { chosen } = await checkedRoles(caller.clientId, request.role);
  const { data: existing } = await db.entities.membership
    .get({ clientId: caller.clientId, userId: request.userId })
    .go();
  if (existing) throw conflict(ALREADY_MEMBER_MESSAGE);

  const iconColor = asHex(request.iconColor) ?? randomColor();
  const { data: profile } = await db.entities.user.get({ userId: request.userId }).go();
  if (!profile) {
    await db.entities.user
      .create({
        userId: request.userId,
        email: request.userId,
        firstName: request.firstName,
        lastName: request.lastName,
        iconColor,
        currentClientId: caller.clientId,
      })
      .go();
  }
  const isNewAccount = await createAccount(request);
  await db.entities.membership
    .create({ clientId: caller.clientId, userId: request.userId, roleIds: request.role })
    .go();
  await audit(caller.clientId, caller.userId, 'user.add', request.userId, { roles: request.role });

  if (isNewAccount) {
    const token = await issueAuthToken(request.userId, 'invite');
    const link = `${setting('appUrl')}/tokenAuth/${encodeURIComponent(token)}`;
    await sendMail(
      passwordLinkMail({ to: request.userId, firstName: request.firstName, link, purpose: 'invite' }),
    );
  }
  return toManagedUser(profile ?? { ...request, email: request.userId, iconColor }, chosen);
}

/** Updates names, colour and roles; answers 0 when the e-mail belongs to another user. */
export async function updateUser(caller: Identity, request: UpdateUserRequest): Promise<ManagedUser | 0> {
  if (isProtectedUser(request.userId)) throw forbidden();
  const db = getDb();
  if (request.email && request.email !== request.userId) {
    const { data: other } = await db.entities.user.get({ userId: request.email }).go();
    if (other) return 0;
    throw badRequest(EMAIL_IMMUTABLE_MESSAGE);
  }
  const { data: membership } = await db.entities.membership
    .get({ clientId: caller.clientId, userId: request.userId })
    .go();
  if (!membership) throw notFound();
  const { chosen } = await checkedRoles(caller.clientId, request.role);

  const { data: user } = await db.entities.user
    .patch({ userId: request.userId })
    .set({
      firstName: request.firstName,
      lastName: request.lastName,
      ...(request.iconColor ? { iconColor: asHex(request.iconColor) } : {}),
    })
    .go({ response: 'all_new' });
  await db.entities.membership
    .patch({ clientId: caller.clientId, userId: request.userId })
    .set({ roleIds: request.role })
    .go();
  const before = [...membership.roleIds].sort().join(',');
  if (before !== [...request.role].sort().join(',')) {
    await audit(caller.clientId, caller.userId, 'user.roles', request.userId, {
      from: membership.roleIds,
      to: request.role,
    });
  }
  return toManagedUser(user, chosen);
}
