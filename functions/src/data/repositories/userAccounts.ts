import { tenantUsable } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import { oneOf, patchedRecord } from './reads.js';

/** The user record behind a (normalised) user id, or undefined. */
export async function loadUser(userId: string) {
  return oneOf(getDb().entities.user.get({ userId }));
}

/** Switches the client the user works in. */
export async function setCurrentClient(userId: string, clientId: number): Promise<void> {
  await getDb().entities.user.patch({ userId }).set({ currentClientId: clientId }).go();
}

/** The ids of the clients the user is a member of. */
export async function clientIdsOfUser(userId: string): Promise<number[]> {
  const { data } = await getDb().entities.membership.query.byUser({ userId }).go();
  return data.map((m) => m.clientId);
}

/** The ids among `clientIds` whose client is active and not being deleted. */
export async function activeClientIds(clientIds: readonly number[]): Promise<Set<number>> {
  if (clientIds.length === 0) return new Set();
  const { data } = await getDb()
    .entities.client.get(clientIds.map((clientId) => ({ clientId })))
    .go();
  return new Set(data.filter(tenantUsable).map((c) => c.clientId));
}

/** The user records of `userIds` (one batch read; unknown ids are left out). */
export async function loadUsers(userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const { data } = await getDb()
    .entities.user.get(userIds.map((userId) => ({ userId })))
    .go();
  return data;
}

/** Sets the names (and colour) on the user's profile; answers the profile afterwards. */
export async function renameUser(
  userId: string,
  names: { firstName: string; lastName: string; iconColor?: string | undefined },
) {
  return patchedRecord(getDb().entities.user.patch({ userId }).set(names));
}

/** Records the release notes version the user has acknowledged. */
export async function setReleaseNotesVersion(userId: string, version: string): Promise<void> {
  await getDb().entities.user.patch({ userId }).set({ releaseNotesVersion: version }).go();
}
