import type { AccessSubject, FolderAccessRecord } from '@prozesspuls/shared';
import { getDb } from '../../data/db.js';
import type { Identity } from '../../http/event.js';

export function subjectOf(caller: Identity): AccessSubject {
  return { userId: caller.userId, roleIds: caller.roles.map((r) => r.id), permissions: caller.permissions };
}

export type FolderRecord = FolderAccessRecord & { folderName: string; createdDate: string };

export function toFolderRecord(item: {
  folderId: string;
  folderName: string;
  createdBy: string;
  createdDate: string;
  folderPermissions?: unknown;
  sharedUsers?: string[];
}): FolderRecord {
  return {
    folderId: item.folderId,
    folderName: item.folderName,
    createdBy: item.createdBy,
    createdDate: item.createdDate,
    folderPermissions: (item.folderPermissions ?? {}) as FolderAccessRecord['folderPermissions'],
    sharedUsers: item.sharedUsers ?? [],
  };
}

/** All folders of the client: one Query on the tenant partition. */
export async function loadFolders(clientId: number): Promise<Map<string, FolderRecord>> {
  const { data } = await getDb().entities.folder.query.byClient({ clientId }).go({ pages: 'all' });
  return new Map(data.map((f) => [f.folderId, toFolderRecord(f)]));
}

export async function loadFolder(clientId: number, folderId: string): Promise<FolderRecord | undefined> {
  const { data } = await getDb().entities.folder.get({ clientId, folderId }).go();
  return data ? toFolderRecord(data) : undefined;
}
