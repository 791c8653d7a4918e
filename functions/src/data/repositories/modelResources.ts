import { getDb } from '../db.js';
import { allOf } from './reads.js';

export interface LinkedResource {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** The model's elements the object is linked to. */
  readonly elementIds: readonly string[];
}

/**
 * The process objects linked to elements of one model of a client, with those elements: the
 * model's links are one Query of its records, the objects one batch read.
 */
export async function resourcesOfModel(clientId: number, uuid: string): Promise<LinkedResource[]> {
  const db = getDb();
  const links = await allOf(db.entities.elementResource.query.byModel({ clientId, uuid }));
  const elementsOf = new Map<string, string[]>();
  for (const link of links)
    elementsOf.set(link.ressourceId, [...(elementsOf.get(link.ressourceId) ?? []), link.elementId]);
  if (elementsOf.size === 0) return [];
  const { data: objects } = await db.entities.resource
    .get([...elementsOf.keys()].map((id) => ({ clientId, id })))
    .go();
  return objects.map((object) => ({
    id: object.id,
    name: object.name,
    type: object.type,
    elementIds: elementsOf.get(object.id) ?? [],
  }));
}
