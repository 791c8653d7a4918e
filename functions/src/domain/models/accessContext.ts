import {
  type AccessSubject,
  type FolderAccessRecord,
  MODEL_MESSAGES,
  mayOpenModels,
  mergePermissions,
} from '@prozesspuls/shared';
import { listFolderItems, loadFolderItem } from '../../data/repositories/folders.js';
import {
  loadInvitation,
  loadInvitations,
  loadMembership,
  loadMemberships,
} from '../../data/repositories/memberships.js';
import { RuleViolation } from '../errors.js';
import { type Identity, identityOf, loadRoles } from '../identity.js';

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
  const folders = await listFolderItems(clientId);
  return new Map(folders.map((f) => [f.folderId, toFolderRecord(f)]));
}

export async function loadFolder(clientId: number, folderId: string): Promise<FolderRecord | undefined> {
  const folder = await loadFolderItem(clientId, folderId);
  return folder ? toFolderRecord(folder) : undefined;
}

/**
 * True when every user belongs to the client or holds a pending invitation to it. The
 * administration lists both alike, so sharing and transferring must not tell them apart either:
 * otherwise refusing an invitee would reveal that the address already had an account.
 */
export async function belongToClient(clientId: number, userIds: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return true;
  const [members, invited] = await Promise.all([
    loadMemberships(clientId, wanted),
    loadInvitations(clientId, wanted),
  ]);
  const known = new Set([...members, ...invited].map((m) => m.userId));
  return wanted.every((userId) => known.has(userId));
}

/**
 * A member of the client as the access rules see them (their roles there), or undefined for
 * someone who is no member: to ask what another user may do with a model.
 */
export async function memberIdentity(clientId: number, userId: string): Promise<Identity | undefined> {
  const membership = await loadMembership(clientId, userId);
  if (!membership) return undefined;
  const roles = await loadRoles(
    clientId,
    membership.roleIds.filter((id): id is string => Boolean(id)),
  );
  return identityOf(userId, clientId, roles);
}

/**
 * The effective flags of a member, or of a pending invitee by the roles of the invitation (they are
 * listed alike); undefined for someone who is neither. To ask whether a share or an
 * ownership would let them open a model.
 */
export async function permissionsInClient(
  clientId: number,
  userId: string,
): Promise<Record<string, boolean> | undefined> {
  const id = userId.toLowerCase();
  const [membership, invitation] = await Promise.all([
    loadMembership(clientId, id),
    loadInvitation(clientId, id),
  ]);
  const roleIds = (membership ?? invitation)?.roleIds;
  if (!roleIds) return undefined;
  const roles = await loadRoles(
    clientId,
    roleIds.filter((id): id is string => Boolean(id)),
  );
  return mergePermissions(roles.map((r) => r.permissions));
}

/**
 * Refuses a member (or invitee) who would still not be able to open the model after a share (of it
 * or its folder) or a transfer: the share or ownership makes the model visible to
 * them, but without a role that opens models at all they would only get 'Prozessmodell nicht
 * gefunden'. Someone neither member nor invitee is refused as before.
 */
export async function assertCanReceive(clientId: number, userId: string): Promise<void> {
  const permissions = await permissionsInClient(clientId, userId);
  if (!permissions) throw new RuleViolation(MODEL_MESSAGES.notMember);
  if (!mayOpenModels(permissions)) throw new RuleViolation(MODEL_MESSAGES.cannotOpen);
}
