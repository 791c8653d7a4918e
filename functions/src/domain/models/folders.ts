import { randomUUID } from 'node:crypto';
import {
  canReadFolder,
  canWriteFolder,
  DEFAULT_FOLDER_ID,
  DEFAULT_FOLDER_NAME,
  FOLDER_MESSAGES,
  type FolderDetails,
  type FolderRolePermissions,
  MODEL_MESSAGES,
  normalizeFolderPermissions,
  type SaveFolderRequest,
} from '@prozesspuls/shared';
import {
  createFolderUnlessExists,
  createFolderWithName,
  deleteEmptyFolder,
  folderIdOfName,
  renameFolderWithName,
  setFolderSharedUsers,
} from '../../data/repositories/folders.js';
import { listModelItems } from '../../data/repositories/models.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import {
  assertCanReceive,
  belongToClient,
  type FolderRecord,
  loadFolder,
  loadFolders,
  subjectOf,
} from './accessContext.js';
import { listVisibleModels, visibleModel } from './models.js';
import { RETRY, withRetries } from './transactions.js';

const toPermissionList = (record: FolderRecord): FolderRolePermissions[] =>
  Object.entries(record.folderPermissions).map(([roleId, p]) => ({
    roleId,
    permissions: {
      PROCESS_READ: Boolean(p.PROCESS_READ || p.PROCESS_WRITE),
      PROCESS_WRITE: Boolean(p.PROCESS_WRITE),
    },
  }));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * At least one of the caller's own roles must be able to see the folder, so no
 * one locks themselves out of what they create.
 */
function requireOwnReadRight(caller: Identity, permissions: ReturnType<typeof normalizeFolderPermissions>) {
  if (caller.roles.some((r) => permissions[r.id]?.PROCESS_READ)) return;
  throw new RuleViolation(FOLDER_MESSAGES.ownRoleNeedsRead(caller.roles.map((r) => r.roleTitle)));
}

/** Folders the caller may see, each with the models in it the caller may see. */
export async function listFolders(caller: Identity): Promise<FolderDetails[]> {
  const subject = subjectOf(caller);
  const [folders, models] = await Promise.all([loadFolders(caller.clientId), listVisibleModels(caller)]);
  const byFolder = new Map<string, typeof models>();
  for (const model of models) byFolder.set(model.folderId, [...(byFolder.get(model.folderId) ?? []), model]);
  return [...folders.values()]
    .filter((folder) => canReadFolder(subject, folder))
    .map((folder) => ({
      id: folder.folderId,
      folderName: folder.folderName,
      createdBy: folder.createdBy,
      createdDate: folder.createdDate,
      folderPermissions: toPermissionList(folder),
      sharedUsers: [...folder.sharedUsers].sort(),
      isCreator: same(folder.createdBy, caller.userId),
      canWrite: canWriteFolder(subject, folder),
      processes: byFolder.get(folder.folderId) ?? [],
    }))
    .sort((a, b) =>
      a.id === DEFAULT_FOLDER_ID
        ? -1
        : b.id === DEFAULT_FOLDER_ID
          ? 1
          : a.folderName.localeCompare(b.folderName, 'de'),
    );
}

/** A folder name as compared within a client: trimmed, inner spaces collapsed, lower case. */
export const folderNameKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');

/**
 * Refuses a name another folder of the client has; 'Default' is taken in every client.
 * This read answers the usual case with the right message; the reservation written in the same
 * transaction as the folder (folderNameSchema) decides a race.
 */
async function requireFreeName(clientId: number, name: string, ownFolderId?: string) {
  const wanted = folderNameKey(name);
  if (wanted === folderNameKey(DEFAULT_FOLDER_NAME) && ownFolderId !== DEFAULT_FOLDER_ID)
    throw new Conflict(FOLDER_MESSAGES.nameTaken);
  const folders = await loadFolders(clientId);
  for (const folder of folders.values()) {
    if (folder.folderId !== ownFolderId && folderNameKey(folder.folderName) === wanted)
      throw new Conflict(FOLDER_MESSAGES.nameTaken);
  }
}

export async function createFolder(caller: Identity, request: SaveFolderRequest): Promise<string> {
  const permissions = normalizeFolderPermissions(request.folderPermissions);
  requireOwnReadRight(caller, permissions);
  const { clientId } = caller;
  const folderId = randomUUID();
  return withRetries(async () => {
    await requireFreeName(clientId, request.folderName);
    // The reservation is created only where none exists: of two parallel creates one wins.
    const created = await createFolderWithName(clientId, folderNameKey(request.folderName), {
      folderId,
      folderName: request.folderName,
      createdBy: caller.userId,
      folderPermissions: permissions,
    });
    return created ? folderId : RETRY;
  });
}

async function ownFolder(caller: Identity, folderId: string): Promise<FolderRecord> {
  const folder = await loadFolder(caller.clientId, folderId);
  if (!folder || !canReadFolder(subjectOf(caller), folder)) throw new NotFound();
  if (!same(folder.createdBy, caller.userId)) throw new PermissionDenied(FOLDER_MESSAGES.onlyCreator);
  return folder;
}

/** Only the folder's creator may edit, share or delete it. */
export async function updateFolder(
  caller: Identity,
  folderId: string,
  request: SaveFolderRequest,
): Promise<void> {
  const permissions = normalizeFolderPermissions(request.folderPermissions);
  const { clientId } = caller;
  const newKey = folderNameKey(request.folderName);
  await withRetries(async () => {
    const current = await ownFolder(caller, folderId);
    requireOwnReadRight(caller, permissions);
    await requireFreeName(clientId, request.folderName, folderId);
    const oldKey = folderNameKey(current.folderName);
    const reservedBy = oldKey === newKey ? undefined : await folderIdOfName(clientId, oldKey);
    // Moves the reservation (the old one only if it is this folder's: a folder stored before
    // reservations existed has none) and renames the folder in one transaction, conditioned on
    // the name read above, so a parallel rename or create cannot slip between.
    const renamed = await renameFolderWithName(clientId, folderId, {
      currentName: current.folderName,
      oldKey,
      newKey,
      releaseOldName: reservedBy === folderId,
      folderName: request.folderName,
      folderPermissions: permissions,
    });
    return renamed ? undefined : RETRY;
  });
}

export async function deleteFolder(caller: Identity, folderId: string): Promise<void> {
  const folder = await ownFolder(caller, folderId);
  if (folderId === DEFAULT_FOLDER_ID || folder.folderName === DEFAULT_FOLDER_NAME)
    throw new Conflict(FOLDER_MESSAGES.defaultFolder);
  // Every model counts, also those the caller cannot see: a folder is deleted only when empty.
  const models = await listModelItems(caller.clientId);
  if (models.some((m) => m.folderId === folderId)) throw new Conflict(FOLDER_MESSAGES.notEmpty);
  // The query above can miss a model created or moved in right now; the folder's model count is
  // changed in the same transaction as such a model, so the delete is conditioned on it.
  // The name's reservation goes in the same transaction, if it is this folder's.
  const { clientId } = caller;
  const name = folderNameKey(folder.folderName);
  const reservedBy = await folderIdOfName(clientId, name);
  const deleted = await deleteEmptyFolder(clientId, folderId, name, reservedBy === folderId);
  if (!deleted) throw new Conflict(FOLDER_MESSAGES.notEmpty);
}

/** Makes sure the client has its 'Default' folder (every role with PROCESS may read and write). */
export async function ensureDefaultFolder(caller: Identity): Promise<string> {
  const existing = await loadFolder(caller.clientId, DEFAULT_FOLDER_ID);
  if (!existing) {
    const permissions = Object.fromEntries(
      caller.roles.map((r) => [r.id, { PROCESS_READ: true, PROCESS_WRITE: true }]),
    );
    await createFolderUnlessExists(caller.clientId, {
      folderId: DEFAULT_FOLDER_ID,
      folderName: DEFAULT_FOLDER_NAME,
      createdBy: caller.userId,
      folderPermissions: permissions,
    });
  }
  return DEFAULT_FOLDER_ID;
}

export async function folderSharedUsers(caller: Identity, folderId: string): Promise<string[]> {
  const folder = await loadFolder(caller.clientId, folderId);
  if (!folder || !canReadFolder(subjectOf(caller), folder)) throw new NotFound();
  return [...folder.sharedUsers].sort();
}

/** Sets the users the folder is shared with; sharing a folder shares all models in it. */
export async function shareFolder(
  caller: Identity,
  folderId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const current = await ownFolder(caller, folderId);
  const wanted = [...new Set(userIds.map((u) => u.trim().toLowerCase()))];
  if (!(await belongToClient(caller.clientId, wanted))) throw new RuleViolation(MODEL_MESSAGES.notMember);
  // Those added now must be able to open the folder's models; those already in the
  // list stay, so the list can still be saved after someone's roles changed.
  const added = wanted.filter((userId) => !current.sharedUsers.some((u) => same(u, userId)));
  for (const userId of added) await assertCanReceive(caller.clientId, userId);
  await setFolderSharedUsers(caller.clientId, folderId, wanted);
  return wanted.sort();
}

/**
 * Whether the caller holds `permission` (PROCESS_READ or PROCESS_WRITE) on a model's folder.
 * A model that does not exist and one the caller may not see are the same 404, so the answer
 * tells nothing about models the caller cannot see.
 */
export async function folderPermissionForModel(
  caller: Identity,
  uuid: string,
  permission: string,
): Promise<boolean> {
  const wanted = permission.toUpperCase();
  if (wanted !== 'PROCESS_WRITE' && wanted !== 'PROCESS_READ') throw new RuleViolation();
  const { folder } = await visibleModel(caller, uuid);
  if (!folder) return false;
  const subject = subjectOf(caller);
  return wanted === 'PROCESS_WRITE' ? canWriteFolder(subject, folder) : canReadFolder(subject, folder);
}
