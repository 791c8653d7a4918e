/**
 * Who may see and edit which folders and models. Pure, so the handlers, the
 * list and the UI decide alike.
 */
import { hasAnyPermission, hasPermission, mergePermissions, type PermissionFlags } from '../permissions.js';

export interface AccessSubject {
  readonly userId: string;
  readonly roleIds: readonly string[];
  readonly permissions: PermissionFlags;
}

export interface FolderAccessRecord {
  readonly folderId: string;
  readonly createdBy: string;
  /** roleId → { PROCESS_READ, PROCESS_WRITE } */
  readonly folderPermissions: Readonly<Record<string, { PROCESS_READ?: boolean; PROCESS_WRITE?: boolean }>>;
  readonly sharedUsers: readonly string[];
}

export interface ModelAccessRecord {
  readonly initiator: string;
  readonly folderId: string;
  readonly sharedUsers: readonly string[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Write implies read: a role that may edit may always see. */
export function normalizeFolderPermissions(
  entries: ReadonlyArray<{ roleId: string; permissions: { PROCESS_READ: boolean; PROCESS_WRITE: boolean } }>,
): Record<string, { PROCESS_READ: boolean; PROCESS_WRITE: boolean }> {
  const result: Record<string, { PROCESS_READ: boolean; PROCESS_WRITE: boolean }> = {};
  for (const { roleId, permissions } of entries) {
    result[roleId] = {
      PROCESS_READ: permissions.PROCESS_READ || permissions.PROCESS_WRITE,
      PROCESS_WRITE: permissions.PROCESS_WRITE,
    };
  }
  return result;
}

/** ADMIN and TRAINER see every model of the client without explicit sharing. */
export function seesEverything(subject: AccessSubject): boolean {
  return hasPermission(subject.permissions, 'TRAINER');
}

function roleGrants(
  subject: AccessSubject,
  folder: FolderAccessRecord,
  flag: 'PROCESS_READ' | 'PROCESS_WRITE',
) {
  return subject.roleIds.some((roleId) => {
    const entry = folder.folderPermissions[roleId];
    return flag === 'PROCESS_READ'
      ? Boolean(entry?.PROCESS_READ || entry?.PROCESS_WRITE)
      : Boolean(entry?.PROCESS_WRITE);
  });
}

export function canReadFolder(subject: AccessSubject, folder: FolderAccessRecord): boolean {
  return (
    seesEverything(subject) ||
    same(folder.createdBy, subject.userId) ||
    folder.sharedUsers.some((u) => same(u, subject.userId)) ||
    roleGrants(subject, folder, 'PROCESS_READ')
  );
}

/** New models may be created in, and models moved to, folders with write permission only. */
export function canWriteFolder(subject: AccessSubject, folder: FolderAccessRecord): boolean {
  return hasPermission(subject.permissions, 'ADMIN') || roleGrants(subject, folder, 'PROCESS_WRITE');
}

export function isOwner(subject: AccessSubject, model: ModelAccessRecord): boolean {
  return same(model.initiator, subject.userId);
}

export function isSharedWith(
  subject: AccessSubject,
  model: ModelAccessRecord,
  folder: FolderAccessRecord | undefined,
) {
  return (
    model.sharedUsers.some((u) => same(u, subject.userId)) ||
    Boolean(folder?.sharedUsers.some((u) => same(u, subject.userId)))
  );
}

/** What the subject's permission flags decide about every model alike, read from the flags once. */
interface ResolvedSubject {
  readonly subject: AccessSubject;
  readonly seesEverything: boolean;
  readonly isAdmin: boolean;
  readonly mayWrite: boolean;
}

function resolveSubject(subject: AccessSubject): ResolvedSubject {
  return {
    subject,
    seesEverything: seesEverything(subject),
    isAdmin: hasPermission(subject.permissions, 'ADMIN'),
    mayWrite: hasPermission(subject.permissions, 'PROCESS_WRITE'),
  };
}

/** Owner, share holder, folder reader or someone who sees everything. */
function sees(
  by: ResolvedSubject,
  isOwn: boolean,
  isShared: boolean,
  folder: FolderAccessRecord | undefined,
) {
  return (
    by.seesEverything ||
    isOwn ||
    isShared ||
    (folder !== undefined && roleGrants(by.subject, folder, 'PROCESS_READ'))
  );
}

/** PROCESS_WRITE, and then admin, owner, share holder or a role with write on the folder. */
function edits(
  by: ResolvedSubject,
  isOwn: boolean,
  isShared: boolean,
  folder: FolderAccessRecord | undefined,
) {
  return (
    by.mayWrite &&
    (by.isAdmin ||
      isOwn ||
      isShared ||
      (folder !== undefined && roleGrants(by.subject, folder, 'PROCESS_WRITE')))
  );
}

export function canSeeModel(
  subject: AccessSubject,
  model: ModelAccessRecord,
  folder: FolderAccessRecord | undefined,
) {
  return sees(resolveSubject(subject), isOwner(subject, model), isSharedWith(subject, model, folder), folder);
}

/** canEdit: PROCESS_WRITE — the owner, a share, or a role with write on the folder. */
export function canEditModel(
  subject: AccessSubject,
  model: ModelAccessRecord,
  folder: FolderAccessRecord | undefined,
) {
  return edits(
    resolveSubject(subject),
    isOwner(subject, model),
    isSharedWith(subject, model, folder),
    folder,
  );
}

/** How a subject may use one model it can see (isOwner, isSharedWith, canEditModel). */
export interface ModelAccess {
  readonly isOwn: boolean;
  readonly isShared: boolean;
  readonly canEdit: boolean;
}

/**
 * The access decisions of one subject over many models (a list): canSeeModel, isOwner,
 * isSharedWith and canEditModel in one step per model, with the subject's permission flags read
 * once instead of several times per model. Answers undefined for a model the subject may not see.
 */
export function modelAccessOf(
  subject: AccessSubject,
): (model: ModelAccessRecord, folder: FolderAccessRecord | undefined) => ModelAccess | undefined {
  const by = resolveSubject(subject);
  return (model, folder) => {
    const isOwn = isOwner(subject, model);
    const isShared = isSharedWith(subject, model, folder);
    if (!sees(by, isOwn, isShared, folder)) return undefined;
    return { isOwn, isShared, canEdit: edits(by, isOwn, isShared, folder) };
  };
}

/**
 * The permissions that let a member call the model routes at all (the route table's access of the
 * `models`, `modelling` and `sharing` areas; a test holds them equal). Without one of them every
 * model answers 403, which the modeller shows as 'Prozessmodell nicht gefunden'.
 */
export const MODEL_ROUTE_PERMISSIONS = ['PROCESS', 'SUPER_ADMIN'] as const;

/**
 * True when a member with these permissions can open models at all (ADMIN implies every flag).
 * Sharing a model with a member, or making them its owner, makes it visible to them (canSeeModel),
 * so this is what decides whether they can then open it: the share and ownership dialogs offer
 * only such members, and the server refuses others.
 */
export function mayOpenModels(permissions: PermissionFlags): boolean {
  return hasAnyPermission(permissions, MODEL_ROUTE_PERMISSIONS);
}

/** A member's effective flags from the ids of their roles and the client's roles (unknown ids grant nothing). */
export function permissionsOfRoles(
  roleIds: readonly string[],
  roles: ReadonlyArray<{ readonly id: string; readonly permissions: PermissionFlags }>,
): Record<string, boolean> {
  return mergePermissions(
    roleIds.map((roleId) => roles.find((role) => role.id === roleId)?.permissions ?? {}),
  );
}
