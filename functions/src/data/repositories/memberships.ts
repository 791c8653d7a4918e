import { getDb } from '../db.js';
import { allOf, oneOf } from './reads.js';

/** Every membership of a client (one partition query). */
export async function membershipsOfClient(clientId: number) {
  return allOf(getDb().entities.membership.query.byClient({ clientId }));
}

/** The user's membership in the client, or undefined when the user is no member. */
export async function loadMembership(clientId: number, userId: string) {
  return oneOf(getDb().entities.membership.get({ clientId, userId }));
}

/** Every membership of the user, in every client (index gsi1). */
export async function membershipsOfUser(userId: string) {
  return allOf(getDb().entities.membership.query.byUser({ userId }));
}

/** The memberships of `userIds` in the client (one batch read; non-members are left out). */
export async function loadMemberships(clientId: number, userIds: readonly string[]) {
  const { data } = await getDb()
    .entities.membership.get(userIds.map((userId) => ({ clientId, userId })))
    .go();
  return data;
}

/** The user's pending invitation to the client, or undefined when there is none. */
export async function loadInvitation(clientId: number, userId: string) {
  return oneOf(getDb().entities.invitation.get({ clientId, userId }));
}

/** The pending invitations of `userIds` to the client (one batch read; others are left out). */
export async function loadInvitations(clientId: number, userIds: readonly string[]) {
  const { data } = await getDb()
    .entities.invitation.get(userIds.map((userId) => ({ clientId, userId })))
    .go();
  return data;
}

/** The pending invitations of a client (one query on the tenant partition). */
export async function invitationsOfClient(clientId: number) {
  const { data } = await getDb().entities.invitation.query.byClient({ clientId }).go({ pages: 'all' });
  return data;
}
