import { getDb } from '../db.js';
import { oneOf } from './reads.js';

/** The client record of `clientId`, or undefined when there is no such tenant. */
export async function clientRecord(clientId: number) {
  return oneOf(getDb().entities.client.get({ clientId }));
}

/** The client records of `clientIds` (one batch read; unknown ids are left out). */
export async function clientRecords(clientIds: readonly number[]) {
  const { data } = await getDb()
    .entities.client.get(clientIds.map((clientId) => ({ clientId })))
    .go();
  return data;
}
