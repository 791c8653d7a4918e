import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf, oneOf, patchedUnlessConditionFails, projectedItems } from './reads.js';
import { committed } from './transactions.js';

/** DynamoDB allows 100 items per transaction; an unlink costs two per link plus one per object. */
const UNLINKS_PER_TRANSACTION = 30;

/** One process object of a client. */
export type ResourceItem = NonNullable<Awaited<ReturnType<typeof loadResource>>>;

export async function loadResource(clientId: number, id: string) {
  return oneOf(getDb().entities.resource.get({ clientId, id }));
}

/** All objects of the client (one partition query). */
export async function listResourceItems(clientId: number) {
  return allOf(getDb().entities.resource.query.byClient({ clientId }));
}

/** The optional texts of an object; one left out is not stored. */
export interface ResourceTexts {
  readonly name: string;
  readonly friendlyName?: string;
  readonly description?: string;
  readonly color?: string;
}

export async function createResourceItem(
  clientId: number,
  id: string,
  type: string,
  texts: ResourceTexts,
): Promise<ResourceItem> {
  const { data } = await getDb()
    .entities.resource.create({ clientId, id, type, ...texts })
    .go();
  return data as ResourceItem;
}

/**
 * Sets an existing object's texts and removes the optional ones in `cleared`: the object
 * afterwards, or undefined when it is gone.
 */
export async function patchResourceTexts(
  clientId: number,
  id: string,
  texts: ResourceTexts,
  cleared: readonly ('friendlyName' | 'description' | 'color')[],
): Promise<ResourceItem | undefined> {
  return patchedUnlessConditionFails(
    getDb()
      .entities.resource.patch({ clientId, id })
      .set(texts)
      .remove([...cleared]),
  );
}

/** Deletes an object that exists and is linked to no element: false when it is gone or still linked. */
export async function deleteUnlinkedResource(clientId: number, id: string): Promise<boolean> {
  try {
    await getDb()
      .entities.resource.delete({ clientId, id })
      .where((a, op) => `${op.exists(a.id)} AND ${op.eq(a.connectedCount, 0)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The links of a model's elements to objects (of one element when `elementId` is given). */
export async function linksOfModel(clientId: number, uuid: string, elementId?: string) {
  return allOf(
    getDb().entities.elementResource.query.byModel({
      clientId,
      uuid,
      ...(elementId === undefined ? {} : { elementId }),
    }),
  );
}

/** The links of the client's objects (of one object when `resourceId` is given): one Query. */
export async function linksOfClient(clientId: number, resourceId?: string) {
  return allOf(
    getDb().entities.resourceLink.query.byClient({
      clientId,
      ...(resourceId === undefined ? {} : { ressourceId: resourceId }),
    }),
  );
}

/** Which object each link of the client joins to which model: the link records' `uuid` and `ressourceId` alone. */
export interface ModelObjectLink {
  readonly uuid: string;
  readonly ressourceId: string;
}

/**
 * Model and object of every link of the client (one Query reading nothing else): a process list
 * of thousands of models reads all of them. The tenant partition holds under the sort key prefix
 * `RESLINK#` nothing but links.
 */
export async function modelObjectLinksOfClient(clientId: number): Promise<ModelObjectLink[]> {
  return projectedItems<ModelObjectLink>(getDb().entities.resourceLink.query.byClient({ clientId }), [
    'uuid',
    'ressourceId',
  ]);
}

/**
 * Links one object to elements of one model: the new links (both records) and the object's
 * `connectedCount` are one transaction whose object update requires the object to exist, so a
 * parallel delete of the object leaves no link behind. False when the transaction was canceled.
 */
export async function linkResourceToElements(
  clientId: number,
  ressourceId: string,
  uuid: string,
  elementIds: readonly string[],
): Promise<boolean> {
  return committed(({ resource, resourceLink, elementResource }) => [
    resource.patch({ clientId, id: ressourceId }).add({ connectedCount: elementIds.length }).commit(),
    ...elementIds.flatMap((elementId) => [
      resourceLink.create({ clientId, ressourceId, uuid, elementId }).commit(),
      elementResource.create({ clientId, uuid, elementId, ressourceId }).commit(),
    ]),
  ]);
}

export interface LinkKey {
  readonly ressourceId: string;
  readonly elementId: string;
}

/**
 * Removes links in transactions that delete both records and lower each object's counter. False
 * when one was canceled: a parallel unlink removed some of these first (and lowered the
 * counters); the caller re-reads and retries what is left.
 */
export async function unlinkResources(
  clientId: number,
  uuid: string,
  links: readonly LinkKey[],
): Promise<boolean> {
  for (let start = 0; start < links.length; start += UNLINKS_PER_TRANSACTION) {
    const chunk = links.slice(start, start + UNLINKS_PER_TRANSACTION);
    const perResource = new Map<string, number>();
    for (const link of chunk) perResource.set(link.ressourceId, (perResource.get(link.ressourceId) ?? 0) + 1);
    const result = await getDb()
      .transaction.write(({ resource, resourceLink, elementResource }) => [
        ...chunk.flatMap(({ ressourceId, elementId }) => [
          elementResource.remove({ clientId, uuid, elementId, ressourceId }).commit(),
          resourceLink.delete({ clientId, ressourceId, uuid, elementId }).commit(),
        ]),
        ...[...perResource].map(([id, count]) =>
          resource.patch({ clientId, id }).add({ connectedCount: -count }).commit(),
        ),
      ])
      .go();
    if (result.canceled) return false;
  }
  return true;
}

/** The objects of `ids` in the client (one batch read; unknown ids are left out). */
export async function loadResources(clientId: number, ids: readonly string[]) {
  const { data } = await getDb()
    .entities.resource.get(ids.map((id) => ({ clientId, id })))
    .go();
  return data;
}
