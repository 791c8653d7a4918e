import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf, oneOf } from './reads.js';
import type { TransactionEntities } from './transactions.js';
import { committed } from './transactions.js';

/** All folders of the client: one Query on the tenant partition. */
export async function listFolderItems(clientId: number) {
  return allOf(getDb().entities.folder.query.byClient({ clientId }));
}

export async function loadFolderItem(clientId: number, folderId: string) {
  return oneOf(getDb().entities.folder.get({ clientId, folderId }));
}

/** The folder holding the reservation of a (compared) folder name, or undefined when it is free. */
export async function folderIdOfName(clientId: number, name: string): Promise<string | undefined> {
  const { data } = await getDb().entities.folderName.get({ clientId, name }).go();
  return data?.folderId;
}

export interface NewFolder {
  readonly folderId: string;
  readonly folderName: string;
  readonly createdBy: string;
  readonly folderPermissions: Record<string, unknown>;
}

/**
 * Creates the folder together with the reservation of its name, which is created only where none
 * exists (one transaction): of two parallel creates one wins. False when the transaction was canceled.
 */
export async function createFolderWithName(
  clientId: number,
  nameKey: string,
  folder: NewFolder,
): Promise<boolean> {
  return committed(({ folder: folders, folderName }) => [
    folderName.create({ clientId, name: nameKey, folderId: folder.folderId }).commit(),
    folders.create({ clientId, ...folder }).commit(),
  ]);
}

/** The transaction part that deletes a name reservation while it is still the folder's. */
function releasedName(
  folderName: TransactionEntities['folderName'],
  reservation: { readonly clientId: number; readonly name: string },
  folderId: string,
) {
  return folderName
    .delete(reservation)
    .where((a, op) => op.eq(a.folderId, folderId))
    .commit();
}

/**
 * Renames a folder and moves its name reservation in one transaction, conditioned on the name
 * read before (`currentName`), so a parallel rename or create cannot slip between. The old
 * reservation goes only when `releaseOldName` (it is this folder's: a folder stored before
 * reservations existed has none). False when the transaction was canceled.
 */
export async function renameFolderWithName(
  clientId: number,
  folderId: string,
  change: {
    readonly currentName: string;
    readonly oldKey: string;
    readonly newKey: string;
    readonly releaseOldName: boolean;
    readonly folderName: string;
    readonly folderPermissions: Record<string, unknown>;
  },
): Promise<boolean> {
  const { currentName, oldKey, newKey, releaseOldName, folderName: name, folderPermissions } = change;
  return committed(({ folder, folderName }) => [
    ...(releaseOldName ? [releasedName(folderName, { clientId, name: oldKey }, folderId)] : []),
    ...(oldKey === newKey ? [] : [folderName.create({ clientId, name: newKey, folderId }).commit()]),
    folder
      .patch({ clientId, folderId })
      .set({ folderName: name, folderPermissions })
      .where((a, op) => op.eq(a.folderName, currentName))
      .commit(),
  ]);
}

/**
 * Deletes a folder only while its model count is zero (a model created or moved in changes the
 * count in the same transaction), with its name reservation when `releaseName`. False when the
 * transaction was canceled (the folder holds a model).
 */
export async function deleteEmptyFolder(
  clientId: number,
  folderId: string,
  nameKey: string,
  releaseName: boolean,
): Promise<boolean> {
  return committed(({ folder, folderName }) => [
    folder
      .delete({ clientId, folderId })
      .where((a, op) => `${op.notExists(a.modelCount)} OR ${op.lte(a.modelCount, 0)}`)
      .commit(),
    ...(releaseName ? [releasedName(folderName, { clientId, name: nameKey }, folderId)] : []),
  ]);
}

/** Creates the folder unless one with its id exists already (then nothing changes). */
export async function createFolderUnlessExists(clientId: number, folder: NewFolder): Promise<void> {
  try {
    await getDb()
      .entities.folder.create({ clientId, ...folder })
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Sets the users the folder is shared with (none removes the attribute). */
export async function setFolderSharedUsers(
  clientId: number,
  folderId: string,
  sharedUsers: readonly string[],
): Promise<void> {
  const folder = getDb().entities.folder.patch({ clientId, folderId });
  await (sharedUsers.length > 0
    ? folder.set({ sharedUsers: [...sharedUsers] })
    : folder.remove(['sharedUsers'])
  ).go();
}
