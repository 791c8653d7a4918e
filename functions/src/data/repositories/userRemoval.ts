import { fullNameOf } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import { committed } from './transactions.js';

/**
 * Storage of a user's removal from a client (Art. 17 DSGVO): the membership or pending invitation
 * with its roles' member counters, and the names other people of the client carry.
 */

export interface ClientHolder {
  readonly kind: 'membership' | 'invitation';
  readonly roleIds: readonly string[];
  readonly rev: number | undefined;
  /** The names the client's admin typed for an invitee (a member's name is on the profile). */
  readonly typedNames: readonly string[];
}

/** The membership of the user in the client or, failing that, the pending invitation. */
export async function clientHolderOf(clientId: number, userId: string): Promise<ClientHolder | undefined> {
  const db = getDb();
  const [{ data: membership }, { data: invitation }] = await Promise.all([
    db.entities.membership.get({ clientId, userId }).go(),
    db.entities.invitation.get({ clientId, userId }).go(),
  ]);
  const roleIds = (holder: { roleIds: (string | undefined)[] }) =>
    holder.roleIds.filter((id): id is string => id !== undefined);
  if (membership)
    return { kind: 'membership', roleIds: roleIds(membership), rev: membership.rev, typedNames: [] };
  if (invitation)
    return {
      kind: 'invitation',
      roleIds: roleIds(invitation),
      rev: invitation.rev,
      typedNames: [fullNameOf(invitation)],
    };
  return undefined;
}

/**
 * Deletes the membership (or invitation) and counts its roles down in one transaction,
 * conditioned on the revision read. False when a concurrent write changed it meanwhile.
 */
export async function removeClientHolder(
  clientId: number,
  userId: string,
  holder: ClientHolder,
  countedRoleIds: readonly string[],
): Promise<boolean> {
  const { rev } = holder;
  return committed((entities) => [
    holder.kind === 'membership'
      ? entities.membership
          .delete({ clientId, userId })
          .where((a, op) => (rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, rev)))
          .commit()
      : entities.invitation
          .delete({ clientId, userId })
          .where((a, op) => (rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, rev)))
          .commit(),
    ...countedRoleIds.map((roleId) =>
      entities.role.patch({ clientId, roleId }).add({ memberCount: -1 }).commit(),
    ),
  ]);
}

/**
 * The ids of the client's other members and invitees whose full name is one of `names`
 * (case-insensitively): a name they share does not identify the erased person.
 */
export async function namesakesIn(
  clientId: number,
  userId: string,
  names: readonly string[],
): Promise<string[]> {
  const wanted = new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length > 0));
  if (wanted.size === 0) return [];
  const db = getDb();
  const [{ data: members }, { data: invitees }] = await Promise.all([
    db.entities.membership.query.byClient({ clientId }).go({ pages: 'all' }),
    db.entities.invitation.query.byClient({ clientId }).go({ pages: 'all' }),
  ]);
  const memberIds = members.map((m) => m.userId).filter((id) => id !== userId);
  const profiles =
    memberIds.length === 0
      ? []
      : (await db.entities.user.get(memberIds.map((id) => ({ userId: id }))).go()).data;
  return [...profiles, ...invitees]
    .filter((p) => p.userId !== userId && wanted.has(fullNameOf(p).toLowerCase()))
    .map((p) => p.userId);
}
