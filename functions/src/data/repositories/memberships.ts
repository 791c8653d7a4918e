import { getDb } from '../db.js';

/** Every membership of a client (one partition query). */
export async function membershipsOfClient(clientId: number) {
  const { data } = await getDb().entities.membership.query.byClient({ clientId }).go({ pages: 'all' });
  return data;
}

/** The user's membership in the client, or undefined when the user is no member. */
export async function loadMembership(clientId: number, userId: string) {
  const { data } = await getDb().entities.membership.get({ clientId, userId }).go();
  return data ?? undefined;
}

/** Every membership of the user, in every client (index gsi1). */
export async function membershipsOfUser(userId: string) {
  const { data } = await getDb().entities.membership.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}
