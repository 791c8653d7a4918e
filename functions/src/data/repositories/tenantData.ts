import { getDb } from '../db.js';

/** The client record of `clientId`, or undefined when there is no such tenant. */
export async function clientRecord(clientId: number) {
  const { data } = await getDb().entities.client.get({ clientId }).go();
  return data ?? undefined;
}
