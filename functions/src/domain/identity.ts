import { MSG, mergePermissions } from '@prozesspuls/shared';
import { getDb } from '../data/db.js';
import { forbidden } from '../http/errors.js';
import type { Identity } from '../http/event.js';

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

/**
 * The caller's identity in the current client: undefined when the user is unknown or not a
 * member of it; a deactivated client refuses with its own message.
 */
export async function resolveIdentity(userId: string): Promise<Identity | undefined> {
  const db = getDb();
  const { data: user } = await db.entities.user.get({ userId }).go();
  if (!user) return undefined;
  const clientId = user.currentClientId;
  const [{ data: membership }, { data: client }] = await Promise.all([
    db.entities.membership.get({ clientId, userId }).go(),
    db.entities.client.get({ clientId }).go(),
  ]);
  if (!membership || !client) return undefined;
  if (!client.activeState) throw forbidden(MSG.loginClientInactive);
  return identityOf(
    userId,
    clientId,
    await loadRoles(clientId, membership.roleIds),
    user.platformSuperuser === true,
  );
}
