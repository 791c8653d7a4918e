import { getDb } from '../db.js';
import { allOf, oneOf, patchedRecord } from './reads.js';
import { committed } from './transactions.js';

export interface TicketRecord {
  clientId: number;
  number: string;
  reporter: string;
  title: string;
  happened: string;
  expected: string;
  route: string;
  browser: string;
  screenshotKey?: string | undefined;
  screenshotType?: string | undefined;
  state: string;
  createdAt: string;
  updatedAt: string;
  replyCount: number;
}

/** The stored value of the ticket number counter `name` (a consistent read), or undefined before the first. */
export async function ticketCounterValue(name: string): Promise<number | undefined> {
  const { data } = await getDb().entities.counter.get({ name }).go({ consistent: true });
  return data?.value;
}

/**
 * Moves the counter from the value read to the ticket's number and creates the ticket in ONE
 * transaction: the counter moves only if nobody moved it meanwhile (`counted` undefined: only if
 * it still does not exist), the ticket is created only if its number is free. False when it lost.
 */
export function createTicketCounted(
  name: string,
  counted: number | undefined,
  record: TicketRecord,
): Promise<boolean> {
  return committed(({ counter, helpTicket }) => [
    counted !== undefined
      ? counter
          .patch({ name })
          .set({ value: counted + 1 })
          .where((a, op) => op.eq(a.value, counted))
          .commit()
      : counter.create({ name, value: 1 }).commit(),
    helpTicket.create(record).commit(),
  ]);
}

/** Every ticket of a client (one partition query). */
export async function ticketsOfClient(clientId: number): Promise<TicketRecord[]> {
  return allOf(getDb().entities.helpTicket.query.byClient({ clientId }));
}

/** The client's ticket with this number, or undefined. */
export async function loadTicket(clientId: number, number: string): Promise<TicketRecord | undefined> {
  return oneOf(getDb().entities.helpTicket.get({ clientId, number }));
}

/** The first ticket with this number among the clients' (one batch read of each client's key), or undefined. */
export async function findTicketInClients(
  clientIds: readonly number[],
  number: string,
): Promise<TicketRecord | undefined> {
  const { data } = await getDb()
    .entities.helpTicket.get(clientIds.map((clientId) => ({ clientId, number })))
    .go();
  return data[0];
}

/** Sets a ticket's state; answers the ticket afterwards. */
export async function setTicketStateRecord(
  clientId: number,
  number: string,
  state: string,
  updatedAt: string,
): Promise<TicketRecord> {
  return patchedRecord(getDb().entities.helpTicket.patch({ clientId, number }).set({ state, updatedAt }));
}

/** Counts one reply on a ticket; answers the ticket afterwards. */
export async function countTicketReply(
  clientId: number,
  number: string,
  updatedAt: string,
): Promise<TicketRecord> {
  return patchedRecord(
    getDb().entities.helpTicket.patch({ clientId, number }).add({ replyCount: 1 }).set({ updatedAt }),
  );
}
