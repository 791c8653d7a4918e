import { randomUUID } from 'node:crypto';
import { type ConnectedResource, RESOURCE_TEXTS, type ResourceType } from '@prozesspuls/shared';
import { isConditionFailure } from '../../data/conditionFailure.js';
import { getDb } from '../../data/db.js';
import { Conflict, NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { deleteRoleCharacteristics } from './roleCharacteristics.js';

type ResourceItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof getDb>['entities']['resource']['get']>['go']>>['data']
>;

export interface ResourceFields {
  readonly type: ResourceType;
  readonly name: string;
  readonly friendlyName?: string | undefined;
  readonly description?: string | undefined;
  readonly color?: string | undefined;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export function toResource(item: ResourceItem): ConnectedResource {
  return {
    id: item.id,
    type: item.type as ResourceType,
    name: item.name,
    friendlyName: orNull(item.friendlyName),
    description: orNull(item.description),
    color: orNull(item.color),
    connected: item.connectedCount > 0,
    createdDate: item.createdDate,
  };
}

/** Newest first; the screens sort alphabetically where the changelog says so. */
const newestFirst = (a: ConnectedResource, b: ConnectedResource) =>
  b.createdDate.localeCompare(a.createdDate);

async function allResources(clientId: number): Promise<ConnectedResource[]> {
  const { data } = await getDb().entities.resource.query.byClient({ clientId }).go({ pages: 'all' });
  return data.map(toResource).sort(newestFirst);
}

/** The client's objects; with a model, each names the elements of that model it is linked to. */
export async function listResources(caller: Identity, processId?: string): Promise<ConnectedResource[]> {
  if (processId === undefined) return allResources(caller.clientId);
  await visibleModel(caller, processId);
  const [resources, { data: links }] = await Promise.all([
    allResources(caller.clientId),
    getDb()
      .entities.elementResource.query.byModel({ clientId: caller.clientId, uuid: processId })
      .go({ pages: 'all' }),
  ]);
  const elementsOf = new Map<string, string[]>();
  for (const link of links)
    elementsOf.set(link.ressourceId, [...(elementsOf.get(link.ressourceId) ?? []), link.elementId]);
  return resources.map((r) => ({ ...r, elementIds: elementsOf.get(r.id) ?? [] }));
}

export async function listResourcesOfType(
  caller: Identity,
  type: ResourceType,
): Promise<ConnectedResource[]> {
  return (await allResources(caller.clientId)).filter((r) => r.type === type);
}

export async function resourceOf(clientId: number, id: string): Promise<ConnectedResource> {
  const { data } = await getDb().entities.resource.get({ clientId, id }).go();
  if (!data) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  return toResource(data);
}

export async function createResource(caller: Identity, fields: ResourceFields): Promise<ConnectedResource> {
  const { data } = await getDb()
    .entities.resource.create({
      clientId: caller.clientId,
      id: randomUUID(),
      type: fields.type,
      name: fields.name,
      ...(fields.friendlyName ? { friendlyName: fields.friendlyName } : {}),
      ...(fields.description ? { description: fields.description } : {}),
      ...(fields.color ? { color: fields.color } : {}),
    })
    .go();
  return toResource(data as ResourceItem);
}

/** Edits name, friendly name, description and colour; the type of an object never changes. */
export async function updateResource(
  caller: Identity,
  id: string,
  fields: ResourceFields,
): Promise<ConnectedResource> {
  const current = await resourceOf(caller.clientId, id);
  if (current.type !== fields.type) throw new Conflict('Der Typ eines Objekts kann nicht geändert werden.');
  const cleared = (['friendlyName', 'description', 'color'] as const).filter((f) => !fields[f]);
  try {
    const { data } = await getDb()
      .entities.resource.patch({ clientId: caller.clientId, id })
      .set({
        name: fields.name,
        ...(fields.friendlyName ? { friendlyName: fields.friendlyName } : {}),
        ...(fields.description ? { description: fields.description } : {}),
        ...(fields.color ? { color: fields.color } : {}),
      })
      .remove(cleared)
      .go({ response: 'all_new' });
    return toResource(data as ResourceItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(RESOURCE_TEXTS.resourceGone);
    throw error;
  }
}

/**
 * Deletes an object only while no element is linked to it: one delete under the condition
 * `connectedCount = 0`, so a link written at the same time either lands first (and the delete is
 * refused) or finds the object gone (and is refused). A role's characteristics go with it.
 */
export async function deleteResource(caller: Identity, id: string): Promise<void> {
  const { clientId } = caller;
  try {
    await getDb()
      .entities.resource.delete({ clientId, id })
      .where((a, op) => `${op.exists(a.id)} AND ${op.eq(a.connectedCount, 0)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await getDb().entities.resource.get({ clientId, id }).go();
    if (!data) throw new NotFound(RESOURCE_TEXTS.resourceGone);
    throw new Conflict(RESOURCE_TEXTS.stillConnected);
  }
  await deleteRoleCharacteristics(clientId, id);
}
