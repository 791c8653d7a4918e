import { getDb } from '../db.js';

/** The client record of `clientId`, or undefined when there is no such tenant. */
export async function clientRecord(clientId: number) {
  const { data } = await getDb().entities.client.get({ clientId }).go();
  return data ?? undefined;
}

/** The client records of `clientIds` (one batch read; unknown ids are left out). */
export async function clientRecords(clientIds: readonly number[]) {
  const { data } = await getDb()
    .entities.client.get(clientIds.map((clientId) => ({ clientId })))
    .go();
  return data;
}
