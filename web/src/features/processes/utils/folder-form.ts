import type { FolderDetails, FolderRolePermissions, RoleRef, SaveFolderRequest } from '@prozesspuls/shared';
import { FOLDER_MESSAGES, FOLDER_NAME_MAX } from '@prozesspuls/shared/messages';
import { normalizeFolderPermissions } from '@prozesspuls/shared/rules';

export type ProcessRight = 'PROCESS_READ' | 'PROCESS_WRITE';
export type RoleRights = Readonly<Record<ProcessRight, boolean>>;

export interface FolderFormValues {
  readonly folderName: string;
  /** roleId → rights; roles missing here have none. */
  readonly permissions: Readonly<Record<string, RoleRights>>;
}

export interface FolderFormErrors {
  readonly folderName?: string;
  readonly permissions?: string;
}

const NO_RIGHTS: RoleRights = { PROCESS_READ: false, PROCESS_WRITE: false };

export function rightsOf(values: FolderFormValues, roleId: string): RoleRights {
  return values.permissions[roleId] ?? NO_RIGHTS;
}

/**
 * The form of an existing folder, or for a new one the user's own roles with read and write, so
 * the creator keeps seeing (and filling) what they create.
 */
export function initialFolderValues(
  folder: Pick<FolderDetails, 'folderName' | 'folderPermissions'> | undefined,
  ownRoles: readonly RoleRef[],
): FolderFormValues {
  if (folder) {
    return {
      folderName: folder.folderName,
      permissions: normalizeFolderPermissions(folder.folderPermissions),
    };
  }
  return {
    folderName: '',
    permissions: Object.fromEntries(
      ownRoles.map((role) => [role.id, { PROCESS_READ: true, PROCESS_WRITE: true }]),
    ),
  };
}

/** Switches one right of one role; write implies read, so read locks on while write is on. */
export function setRight(
  values: FolderFormValues,
  roleId: string,
  right: ProcessRight,
  granted: boolean,
): FolderFormValues {
  const current = rightsOf(values, roleId);
  if (right === 'PROCESS_READ' && current.PROCESS_WRITE) return values;
  const next = { ...current, [right]: granted };
  const [normalized] = Object.values(normalizeFolderPermissions([{ roleId, permissions: next }]));
  return { ...values, permissions: { ...values.permissions, [roleId]: normalized ?? next } };
}

export function isReadLocked(rights: RoleRights): boolean {
  return rights.PROCESS_WRITE;
}

/**
 * Name required and at most 100 characters; at least one of the user's own roles must be able to
 * see the folder. Same messages as the server's.
 */
export function validateFolderForm(values: FolderFormValues, ownRoles: readonly RoleRef[]): FolderFormErrors {
  const name = values.folderName.trim();
  const errors: { folderName?: string; permissions?: string } = {};
  if (name === '') errors.folderName = FOLDER_MESSAGES.nameRequired;
  else if (name.length > FOLDER_NAME_MAX) errors.folderName = FOLDER_MESSAGES.nameTooLong;
  const ownRoleCanRead = ownRoles.some((role) => {
    const rights = rightsOf(values, role.id);
    return rights.PROCESS_READ || rights.PROCESS_WRITE;
  });
  if (!ownRoleCanRead)
    errors.permissions = FOLDER_MESSAGES.ownRoleNeedsRead(ownRoles.map((r) => r.roleTitle));
  return errors;
}

export function hasErrors(errors: FolderFormErrors): boolean {
  return errors.folderName !== undefined || errors.permissions !== undefined;
}

/** The request body: trimmed name, and only roles that are granted something. */
export function toSaveFolderRequest(values: FolderFormValues): SaveFolderRequest {
  const folderPermissions: FolderRolePermissions[] = Object.entries(
    normalizeFolderPermissions(
      Object.entries(values.permissions).map(([roleId, permissions]) => ({ roleId, permissions })),
    ),
  )
    .filter(([, rights]) => rights.PROCESS_READ || rights.PROCESS_WRITE)
    .map(([roleId, permissions]) => ({ roleId, permissions }));
  return { folderName: values.folderName.trim(), folderPermissions };
}
