/**
 * Permissions are boolean flags per role, matched on the upper-cased name.
 * ADMIN grants everything; one pure function decides every check, for handlers and UI alike.
 */
import { isOneOf } from './oneOf.js';

export const PERMISSIONS = [
  'ADMIN',
  'SUPER_ADMIN',
  'PROCESS',
  'SURVEY',
  'EDIT_CONTEXTITEM',
  'PROCESS_READ',
  'PROCESS_WRITE',
  'PX_READ',
  'PX_WRITE',
  'PX_EVAL',
  'TRAINER',
  'WORKS_COUNCIL',
  'READ',
  'WRITE',
  'UPDATE',
  'DELETE',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** A role's flags, keyed by permission name in any case. */
export type PermissionFlags = Readonly<Record<string, boolean>>;

/** The default flags of a newly created role. */
export const NEW_ROLE_PERMISSIONS: PermissionFlags = {
  READ: true,
  WRITE: false,
  UPDATE: false,
  DELETE: false,
};

/**
 * Title of the demo role the local seed gives the platform superuser, for display only: client
 * management is a platform-level grant on the user record, never a role title.
 */
export const SUPERUSER_ROLE_TITLE = 'Superuser';

/**
 * Role titles no tenant may create or rename a role to, compared after trimming, case folding and
 * dropping spaces, dashes, underscores and dots (so ' super-User ' is refused as well).
 */
export const RESERVED_ROLE_TITLES = ['superuser'] as const;

export const RESERVED_ROLE_TITLE_MESSAGE =
  'Dieser Rollentitel ist reserviert und kann nicht vergeben werden.';

export function isReservedRoleTitle(title: string): boolean {
  const folded = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
  return isOneOf(RESERVED_ROLE_TITLES, folded);
}

/** Union of several roles' flags: a permission is held when any role grants it. */
export function mergePermissions(roles: readonly PermissionFlags[]): Record<string, boolean> {
  const merged: Record<string, boolean> = {};
  for (const flags of roles) {
    for (const [name, granted] of Object.entries(flags)) {
      if (granted) merged[name.toUpperCase()] = true;
    }
  }
  return merged;
}

/** True when the flags grant `permission`; ADMIN is a superset of every permission. */
export function hasPermission(flags: PermissionFlags, permission: string): boolean {
  const wanted = permission.toUpperCase();
  let admin = false;
  for (const [name, granted] of Object.entries(flags)) {
    if (!granted) continue;
    const upper = name.toUpperCase();
    if (upper === wanted) return true;
    if (upper === 'ADMIN') admin = true;
  }
  return admin;
}

/** True when the flags grant at least one of `permissions` (an empty list is always granted). */
export function hasAnyPermission(flags: PermissionFlags, permissions: readonly string[]): boolean {
  return permissions.length === 0 || permissions.some((p) => hasPermission(flags, p));
}

/** The permissions a folder grants per role (GET /permission/process). */
export const PROCESS_PERMISSIONS = ['PROCESS_READ', 'PROCESS_WRITE'] as const satisfies readonly Permission[];

/** User ids that can never be edited. */
export const PROTECTED_USER_IDS = ['superuser', 'admin'] as const;

export function isProtectedUser(userId: string): boolean {
  return isOneOf(PROTECTED_USER_IDS, userId.trim().toLowerCase());
}
