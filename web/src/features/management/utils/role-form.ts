import type { RoleDetails } from '@prozesspuls/shared';
import type { ManagementKey } from '../locales/de';

/** 'Rollentitle*' is the dialog's one field, required. */
export function validateRoleTitle(title: string): ManagementKey | undefined {
  return title.trim() ? undefined : 'validation.required';
}

/** Whether a role grants a permission; names are matched case-insensitively like on the server. */
export function isGranted(role: Pick<RoleDetails, 'permissions'>, name: string): boolean {
  const wanted = name.toUpperCase();
  return Object.entries(role.permissions).some(([key, granted]) => granted && key.toUpperCase() === wanted);
}

/** The roles with one flag of one role set; used for the switch's immediate (optimistic) state. */
export function withPermission(
  roles: readonly RoleDetails[],
  roleId: string,
  name: string,
  granted: boolean,
): RoleDetails[] {
  return roles.map((role) =>
    role.id === roleId ? { ...role, permissions: { ...role.permissions, [name]: granted } } : role,
  );
}
