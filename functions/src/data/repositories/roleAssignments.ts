import { getDb } from '../db.js';
import type { TransactionEntities } from './transactions.js';

/**
 * Role assignments keep each role's `memberCount` (memberships plus pending invitations holding
 * it) in the same transaction as the membership or invitation write, so a role is deleted by one
 * conditional delete on that counter. Each write here is that one transaction; its outcome says
 * which part refused it, the caller decides what that means.
 */

/** +1 on each role; the patch fails (and so the whole transaction) when a role is gone. */
function countUp(entities: TransactionEntities, clientId: number, roleIds: readonly string[]) {
  return roleIds.map((roleId) => entities.role.patch({ clientId, roleId }).add({ memberCount: 1 }).commit());
}

/** -1 on each role (only roles that still exist are passed). */
function countDown(entities: TransactionEntities, clientId: number, roleIds: readonly string[]) {
  return roleIds.map((roleId) => entities.role.patch({ clientId, roleId }).add({ memberCount: -1 }).commit());
}

interface ItemOutcome {
  readonly rejected?: boolean;
  readonly code?: string;
}

const conditionFailed = (item: ItemOutcome | undefined) =>
  item?.rejected === true && item.code === 'ConditionalCheckFailed';

/** Whether a canceled transaction lost only to a concurrent one (worth another try). */
const lostToConcurrentWrite = (items: readonly ItemOutcome[]) =>
  items.some((item) => item.code === 'TransactionConflict');

/**
 * What became of a counted assignment: written; refused because the person is a member (or
 * invited) already; lost to a concurrent transaction; or refused because a role is gone.
 */
export type CountedWriteOutcome = 'written' | 'alreadyMember' | 'concurrentWrite' | 'roleGone';

export interface NewInvitation {
  readonly clientId: number;
  readonly userId: string;
  readonly roleIds: readonly string[];
  readonly firstName: string;
  readonly lastName: string;
  readonly iconColor: string;
  readonly invitedBy: string;
  readonly tokenHash: string;
}

/**
 * Creates a pending invitation with its roles counted, in one transaction conditioned on the
 * person being neither a member nor invited already.
 */
export async function createInvitationCounted(invitation: NewInvitation): Promise<CountedWriteOutcome> {
  const { clientId, userId, roleIds } = invitation;
  const result = await getDb()
    .transaction.write((entities) => [
      entities.membership
        .check({ clientId, userId })
        .where((a, op) => op.notExists(a.userId))
        .commit(),
      entities.invitation
        .create({
          clientId,
          userId,
          roleIds: [...roleIds],
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          iconColor: invitation.iconColor,
          invitedBy: invitation.invitedBy,
          tokenHash: invitation.tokenHash,
          rev: 0,
        })
        .commit(),
      ...countUp(entities, clientId, roleIds),
    ])
    .go();
  if (!result.canceled) return 'written';
  const [member, invited] = result.data;
  if (conditionFailed(member) || conditionFailed(invited)) return 'alreadyMember';
  return lostToConcurrentWrite(result.data) ? 'concurrentWrite' : 'roleGone';
}

export interface NewMember {
  readonly clientId: number;
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly iconColor: string;
  readonly roleIds: readonly string[];
}

/**
 * Creates a new person's profile (working in the client) and membership with its roles counted,
 * in one transaction. `profileExists`: the profile was created meanwhile by someone else.
 */
export async function createMemberWithProfileCounted(
  member: NewMember,
): Promise<CountedWriteOutcome | 'profileExists'> {
  const { clientId, userId, roleIds } = member;
  const result = await getDb()
    .transaction.write((entities) => [
      entities.user
        .create({
          userId,
          email: userId,
          firstName: member.firstName,
          lastName: member.lastName,
          iconColor: member.iconColor,
          currentClientId: clientId,
        })
        .commit(),
      entities.membership.create({ clientId, userId, roleIds: [...roleIds], rev: 0 }).commit(),
      ...countUp(entities, clientId, roleIds),
    ])
    .go();
  if (!result.canceled) return 'written';
  const [user, membership] = result.data;
  if (conditionFailed(membership)) return 'alreadyMember';
  if (conditionFailed(user)) return 'profileExists';
  return lostToConcurrentWrite(result.data) ? 'concurrentWrite' : 'roleGone';
}

export interface AcceptedInvitation {
  readonly clientId: number;
  readonly userId: string;
  readonly roleIds: string[];
  readonly tokenHash: string;
  readonly rev?: number | undefined;
}

/**
 * Turns the invitation into the membership in one transaction (its roles stay counted),
 * conditioned on the invitation being unchanged since it was read. `invitationChanged`: its
 * roles were changed or it was withdrawn meanwhile.
 */
export async function turnInvitationIntoMembership(
  invitation: AcceptedInvitation,
): Promise<'written' | 'alreadyMember' | 'invitationChanged'> {
  const { clientId, userId } = invitation;
  const result = await getDb()
    .transaction.write(({ invitation: invitations, membership }) => [
      invitations
        .delete({ clientId, userId })
        .where(
          (a, op) =>
            `${op.eq(a.tokenHash, invitation.tokenHash)} AND ${invitation.rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, invitation.rev)}`,
        )
        .commit(),
      membership.create({ clientId, userId, roleIds: invitation.roleIds, rev: 0 }).commit(),
    ])
    .go();
  if (!result.canceled) return 'written';
  const [, member] = result.data;
  return conditionFailed(member) ? 'alreadyMember' : 'invitationChanged';
}

/** A member or a pending invitation, with the revision of its roles as read. */
export interface RoleHolder {
  readonly kind: 'member' | 'invitation';
  readonly roleIds: readonly string[];
  readonly rev?: number | undefined;
}

export interface RoleChange {
  readonly clientId: number;
  readonly userId: string;
  readonly roleIds: readonly string[];
  /** The names an admin typed for an invitation (a member's names are not written here). */
  readonly names: { firstName: string; lastName: string; iconColor?: string | undefined } | undefined;
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

/**
 * Sets the roles of a member or invitation in one transaction with the roles' counters,
 * conditioned on the revision read. `changed`: the holder changed meanwhile or a concurrent
 * transaction won (read again); `roleGone`: an added role was deleted.
 */
export async function setRolesCounted(
  holder: RoleHolder,
  change: RoleChange,
): Promise<'written' | 'roleGone' | 'changed'> {
  const { clientId, userId, roleIds, added, removed } = change;
  const result = await getDb()
    .transaction.write((entities) => [
      holder.kind === 'member'
        ? entities.membership
            .patch({ clientId, userId })
            .set({ roleIds: [...roleIds] })
            .add({ rev: 1 })
            .where((a, op) => (holder.rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, holder.rev)))
            .commit()
        : entities.invitation
            .patch({ clientId, userId })
            .set({ roleIds: [...roleIds], ...(change.names ?? {}) })
            .add({ rev: 1 })
            .where((a, op) => (holder.rev === undefined ? op.notExists(a.rev) : op.eq(a.rev, holder.rev)))
            .commit(),
      ...countUp(entities, clientId, added),
      ...countDown(entities, clientId, removed),
    ])
    .go();
  if (!result.canceled) return 'written';
  const counters = result.data.slice(1);
  const roleGone = counters.slice(0, added.length).some((c) => c.code === 'ConditionalCheckFailed');
  return roleGone ? 'roleGone' : 'changed';
}
