import { type LinkKey, linksOfModel, unlinkResources } from '../../data/repositories/resources.js';
import { RETRY, withRetries } from '../models/transactions.js';

/**
 * Removing the links between process objects and model elements, for one element or a whole
 * model. Kept apart from the model service, which calls it when a model is deleted, so that
 * neither module needs the other.
 */

export async function unlinkUntilGone(
  clientId: number,
  uuid: string,
  read: () => Promise<LinkKey[]>,
): Promise<void> {
  await withRetries(async () => {
    // Lost to a parallel unlink: re-read and retry what is left.
    return (await unlinkResources(clientId, uuid, await read())) ? true : RETRY;
  });
}

/** Removes every link of a model (before the model is deleted), keeping the counters right. */
export async function unlinkModel(clientId: number, uuid: string): Promise<void> {
  await unlinkUntilGone(clientId, uuid, () => linksOfModel(clientId, uuid));
}
