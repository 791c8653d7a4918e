import type { ManagedUser, RoleDetails } from '@prozesspuls/shared';
import { mayOpenModels, permissionsOfRoles } from '@prozesspuls/shared/rules';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The users a share or transfer dialog offers: all users of the client except those already
 * shared with (or otherwise excluded, like the current owner), by name.
 */
export function offeredUsers(
  users: readonly ManagedUser[],
  excluded: readonly (string | null | undefined)[],
): ManagedUser[] {
  const skip = excluded.filter((id): id is string => Boolean(id));
  return users
    .filter((user) => !skip.some((id) => same(id, user.userId)))
    .sort((a, b) => (a.fullName || a.userId).localeCompare(b.fullName || b.userId, 'de'));
}

/** 'Anna Admin (admin@demo.local)', or the id alone when the user is unknown. */
export function userLabel(userId: string, users: readonly ManagedUser[]): string {
  const user = users.find((candidate) => same(candidate.userId, userId));
  return user?.fullName ? `${user.fullName} (${user.userId})` : userId;
}

/**
 * The users who could open a model once it is shared with them or they own it: the
 * server's rule (mayOpenModels) on the flags of their roles. The share and ownership dialogs offer
 * only these, since anyone else would get 'Prozessmodell nicht gefunden' (the server refuses them too).
 */
export function usersWhoMayOpenModels(
  users: readonly ManagedUser[],
  roles: readonly RoleDetails[],
): ManagedUser[] {
  return users.filter((user) =>
    mayOpenModels(
      permissionsOfRoles(
        user.roles.map((role) => role.id),
        roles,
      ),
    ),
  );
}
