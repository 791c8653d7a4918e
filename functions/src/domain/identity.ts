import { MSG, mergePermissions, TENANT_DELETION_MESSAGES, type UserDetails } from '@prozesspuls/shared';
import { getDb } from '../data/db.js';
import { readIdentityRecords } from '../data/identityRecords.js';
import { sessionOutdated } from './auth/sessions.js';
import { NotAuthenticated, PermissionDenied, TemporarilyUnavailable } from './errors.js';

/**
 * Who acts, resolved from a verified sign-in and the user's current client: the tenant
 * (`clientId`) of every domain call comes from here, never from the request.
 */
export interface Identity extends Pick<UserDetails, 'roles' | 'permissions' | 'isSuperuser'> {
  readonly userId: string;
  readonly clientId: number;
}

export interface RoleRecord {
  readonly roleId: string;
  readonly roleTitle: string;
  readonly permissions: Record<string, boolean>;
}

/** Loads roles of one client by id (one batch read). */
export async function loadRoles(clientId: number, roleIds: readonly string[]): Promise<RoleRecord[]> {
  if (roleIds.length === 0) return [];
  const { data } = await getDb()
    .entities.role.get(roleIds.map((roleId) => ({ clientId, roleId })))
    .go();
  return data.map((r) => ({
    roleId: r.roleId,
    roleTitle: r.roleTitle,
    permissions: (r.permissions ?? {}) as Record<string, boolean>,
  }));
}

/**
 * The caller's identity. `platformSuperuser` comes from the user's own record (set only by the
 * seed); no role, whatever its title, makes anyone a superuser.
 */
export function identityOf(
  userId: string,
  clientId: number,
  roles: readonly RoleRecord[],
  platformSuperuser = false,
): Identity {
  return {
    userId,
    clientId,
    roles: roles.map((r) => ({ id: r.roleId, roleTitle: r.roleTitle })),
    permissions: mergePermissions(roles.map((r) => r.permissions)),
    isSuperuser: platformSuperuser,
  };
}

/** Per container: the client and roles each user resolved to last time (insertion-ordered, bounded). */
const lastResolved = new Map<string, { readonly clientId: number; readonly roleIds: readonly string[] }>();
const LAST_RESOLVED_LIMIT = 5_000;

function remember(userId: string, clientId: number, roleIds: readonly string[]) {
  lastResolved.delete(userId);
  lastResolved.set(userId, { clientId, roleIds });
  if (lastResolved.size > LAST_RESOLVED_LIMIT) {
    const oldest = lastResolved.keys().next().value;
    if (oldest !== undefined) lastResolved.delete(oldest);
  }
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The caller's identity in the current client: undefined when the user is unknown or not a
 * member of it; a deactivated client, or one whose deletion is requested, refuses with its own message.
 *
 * Every request reads the records fresh (strongly consistent), so a revoked role or a
 * deactivated client takes effect at once; what the container remembers is only which client
 * and roles to read, so that a known user costs ONE BatchGetItem instead of three sequential
 * reads. A guess that no longer matches (other client, other roles) is corrected by reading again.
 * A session that signed in (`authTime`, epoch s) before the user's last password reset is
 * refused (401) from the same read.
 */
export async function resolveIdentity(userId: string, authTime?: number): Promise<Identity | undefined> {
  const guess = lastResolved.get(userId);
  let clientId = guess?.clientId;
  let roleIds = guess?.roleIds ?? [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (clientId === undefined) {
      const { data: user } = await getDb().entities.user.get({ userId }).go();
      if (!user) return undefined;
      clientId = user.currentClientId;
    }
    const records = await readIdentityRecords(userId, clientId, roleIds);
    if (!records.user) {
      lastResolved.delete(userId);
      return undefined;
    }
    if (sessionOutdated(records.authState?.sessionsValidAfter ?? 0, authTime)) throw new NotAuthenticated();
    if (records.user.currentClientId !== clientId) {
      clientId = records.user.currentClientId;
      continue;
    }
    if (!records.membership || !records.client) {
      lastResolved.delete(userId);
      return undefined;
    }
    if (!sameIds(records.membership.roleIds, roleIds)) {
      roleIds = records.membership.roleIds;
      continue;
    }
    remember(userId, clientId, roleIds);
    if (!records.client.activeState) throw new PermissionDenied(MSG.loginClientInactive);
    // A tenant whose deletion is requested is closed to everyone, its own admins included.
    if (records.client.deletionState) throw new PermissionDenied(TENANT_DELETION_MESSAGES.clientBeingDeleted);
    return identityOf(
      userId,
      clientId,
      records.roles.map((r) => ({
        roleId: r.roleId,
        roleTitle: r.roleTitle,
        permissions: (r.permissions ?? {}) as Record<string, boolean>,
      })),
      records.user.platformSuperuser === true,
    );
  }
  // The user's client or roles changed under every read: let the caller try again.
  throw new TemporarilyUnavailable();
}
