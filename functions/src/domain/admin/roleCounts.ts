import type { Db } from '../../data/db.js';

/**
 * Role assignments keep each role's `memberCount` (memberships plus pending invitations holding
 * it) in the same transaction as the membership or invitation write, so `deleteRole` can refuse
 * by one conditional delete. These build the counter updates of one such transaction.
 */
type Entities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/** +1 on each role; the patch fails (and so the whole transaction) when a role is gone. */
export function countUp(entities: Entities, clientId: number, roleIds: readonly string[]) {
  return roleIds.map((roleId) => entities.role.patch({ clientId, roleId }).add({ memberCount: 1 }).commit());
}

/** -1 on each role (only roles that still exist are passed). */
export function countDown(entities: Entities, clientId: number, roleIds: readonly string[]) {
  return roleIds.map((roleId) => entities.role.patch({ clientId, roleId }).add({ memberCount: -1 }).commit());
}

/** The change from one role list to another: what to count up and down. */
export function roleDiff(before: readonly string[], after: readonly string[], existing: ReadonlySet<string>) {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: [...next].filter((id) => !old.has(id)),
    // A role deleted before the counters existed cannot be counted down.
    removed: [...old].filter((id) => !next.has(id) && existing.has(id)),
  };
}

/** Whether a canceled transaction lost only to a concurrent one (worth another try). */
export function lostToConcurrentWrite(data: readonly { code?: string }[] | undefined): boolean {
  return (data ?? []).some((d) => d.code === 'TransactionConflict');
}

/** Attempts of a role-assignment transaction before it gives up with 409. */
export const ASSIGNMENT_ATTEMPTS = 5;
