import { getDb } from '../db.js';
import { allOf, oneOf } from './reads.js';
import { committed } from './transactions.js';

/** One custom modelling element of a client. */
export interface CustomElementRecord {
  readonly clientId: number;
  readonly id: string;
  readonly taskType: string;
  readonly elementTitle: string;
  readonly imageUrl: string;
  readonly createdBy: string;
}

export async function listCustomElementItems(clientId: number) {
  return allOf(getDb().entities.customElement.query.byClient({ clientId }));
}

export async function loadCustomElement(clientId: number, id: string) {
  return oneOf(getDb().entities.customElement.get({ clientId, id }));
}

/**
 * Adds a custom element and raises the client's counter in one transaction under the condition
 * that the counter stays below `limit`, so two parallel adds cannot exceed it. False when the
 * transaction was canceled (the limit is reached).
 */
export async function createCustomElementWithinLimit(
  element: CustomElementRecord,
  limit: number,
): Promise<boolean> {
  const { clientId } = element;
  return committed(({ client, customElement }) => [
    client
      .patch({ clientId })
      .add({ customElementCount: 1 })
      .where((a, op) => `${op.notExists(a.customElementCount)} OR ${op.lt(a.customElementCount, limit)}`)
      .commit(),
    customElement.create(element).commit(),
  ]);
}

/** Deletes an existing custom element and lowers the client's counter together; false when it was gone. */
export async function deleteCustomElementCounted(clientId: number, id: string): Promise<boolean> {
  return committed(({ client, customElement }) => [
    customElement.remove({ clientId, id }).commit(),
    client.patch({ clientId }).add({ customElementCount: -1 }).commit(),
  ]);
}
