import { randomUUID } from 'node:crypto';
import {
  isReservedRoleTitle,
  NEW_ROLE_PERMISSIONS,
  RESERVED_ROLE_TITLE_MESSAGE,
  type RoleDetails,
} from '@prozesspuls/shared';
import { membershipsOfClient } from '../../data/repositories/memberships.js';
import {
  createRoleRecord,
  deleteRoleIfUnassigned,
  loadRole,
  rolesOfClient,
  setRolePermissionFlag,
} from '../../data/repositories/rolePermissions.js';
import { Conflict, NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { audit } from './audit.js';

export const ROLE_IN_USE_MESSAGE =
  'Diese Rolle ist mit einem Nutzer verknüpft und kann daher nicht gelöscht werden. Ordnen Sie Nutzer mit dieser Rolle anderen Rollen zu um diese Rolle zu löschen.';

export async function listRoles(clientId: number): Promise<RoleDetails[]> {
  return (await rolesOfClient(clientId))
    .map((r) => ({
      id: r.roleId,
      roleTitle: r.roleTitle,
      permissions: (r.permissions ?? {}) as Record<string, boolean>,
    }))
    .sort((a, b) => a.roleTitle.localeCompare(b.roleTitle, 'de'));
}

export async function createRole(caller: Identity, roleTitle: string): Promise<RoleDetails> {
  // The request schema refuses these already; the domain refuses them for every other caller too.
  if (isReservedRoleTitle(roleTitle)) throw new RuleViolation(RESERVED_ROLE_TITLE_MESSAGE);
  const roleId = randomUUID();
  const permissions = { ...NEW_ROLE_PERMISSIONS };
  await createRoleRecord(caller.clientId, roleId, roleTitle, permissions);
  await audit(caller.clientId, caller.userId, 'role.create', roleId, { roleTitle });
  return { id: roleId, roleTitle, permissions };
}

/**
 * Sets one flag of one role with a single-attribute update, so two admins toggling different
 * switches at once never overwrite each other.
 */
export async function setRolePermission(caller: Identity, roleId: string, name: string, granted: boolean) {
  const role = await setRolePermissionFlag(caller.clientId, roleId, name, granted);
  if (!role) throw new NotFound();
  await audit(caller.clientId, caller.userId, 'role.permission', roleId, { name, granted });
  return { id: roleId, ...role };
}

/**
 * Refused while any member of the client (or a pending invitation) holds the role.
 * The delete itself is conditioned on the role's member counter being 0, and every assignment
 * raises that counter in the same transaction that writes the membership: an assignment racing
 * the delete either lands first (and the delete is refused) or finds the role gone (and fails).
 */
export async function deleteRole(caller: Identity, roleId: string): Promise<void> {
  const role = await loadRole(caller.clientId, roleId);
  if (!role) throw new NotFound();
  // Roles written before the counter existed have none: their members are found by a query on
  // the tenant's member items (bounded by the tenant's users, never a scan).
  if (role.memberCount === undefined) {
    const members = await membershipsOfClient(caller.clientId);
    if (members.some((m) => m.roleIds.includes(roleId))) throw new Conflict(ROLE_IN_USE_MESSAGE);
  }
  if (!(await deleteRoleIfUnassigned(caller.clientId, roleId))) {
    if (!(await loadRole(caller.clientId, roleId))) throw new NotFound();
    throw new Conflict(ROLE_IN_USE_MESSAGE);
  }
  await audit(caller.clientId, caller.userId, 'role.delete', roleId, { roleTitle: role.roleTitle });
}
