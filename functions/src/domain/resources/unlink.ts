import { getDb } from '../../data/db.js';
import { RETRY, withRetries } from '../models/transactions.js';

/**
 * Removing the links between process objects and model elements, for one element or a whole
 * model. Kept apart from the model service, which calls it when a model is deleted, so that
 * neither module needs the other.
 */

/** DynamoDB allows 100 items per transaction; an unlink costs two per link plus one per object. */
const UNLINKS_PER_TRANSACTION = 30;

interface LinkKey {
  readonly ressourceId: string;
  readonly elementId: string;
}

export async function linksOfModel(clientId: number, uuid: string, elementId?: string) {
  const { data } = await getDb()
    .entities.elementResource.query.byModel({
      clientId,
      uuid,
      ...(elementId === undefined ? {} : { elementId }),
    })
    .go({ pages: 'all' });
  return data;
}

/** Removes links in transactions that delete both records and lower each object's counter. */
async function unlink(clientId: number, uuid: string, links: readonly LinkKey[]): Promise<void> {
  for (let start = 0; start < links.length; start += UNLINKS_PER_TRANSACTION) {
    const chunk = links.slice(start, start + UNLINKS_PER_TRANSACTION);
    const perResource = new Map<string, number>();
    for (const link of chunk) perResource.set(link.ressourceId, (perResource.get(link.ressourceId) ?? 0) + 1);
    const result = await getDb()
      .transaction.write(({ resource, resourceLink, elementResource }) => [
        ...chunk.flatMap(({ ressourceId, elementId }) => [
          elementResource
            .delete({ clientId, uuid, elementId, ressourceId })
            .where((a, op) => op.exists(a.ressourceId))
            .commit(),
          resourceLink.delete({ clientId, ressourceId, uuid, elementId }).commit(),
        ]),
        ...[...perResource].map(([id, count]) =>
          resource.patch({ clientId, id }).add({ connectedCount: -count }).commit(),
        ),
      ])
      .go();
    // Canceled: a parallel unlink removed some of these first (and lowered the counters); the
    // caller re-reads and retries what is left.
    if (result.canceled) throw Object.assign(new Error('unlink lost a race'), { retry: true });
  }
}

export async function unlinkUntilGone(
  clientId: number,
  uuid: string,
  read: () => Promise<LinkKey[]>,
): Promise<void> {
  await withRetries(async () => {
    try {
      await unlink(clientId, uuid, await read());
      return true;
    } catch (error) {
      if (error instanceof Error && 'retry' in error) return RETRY;
      throw error;
    }
  });
}

/** Removes every link of a model (before the model is deleted), keeping the counters right. */
export async function unlinkModel(clientId: number, uuid: string): Promise<void> {
  await unlinkUntilGone(clientId, uuid, () => linksOfModel(clientId, uuid));
}
