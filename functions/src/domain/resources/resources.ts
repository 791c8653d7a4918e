import { randomUUID } from 'node:crypto';
import { type ConnectedResource, RESOURCE_TEXTS, type ResourceType } from '@prozesspuls/shared';
import {
  createResourceItem,
  deleteUnlinkedResource,
  linksOfModel,
  listResourceItems,
  loadResource,
  patchResourceTexts,
  type ResourceItem,
} from '../../data/repositories/resources.js';
import { Conflict, NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { deleteRoleCharacteristics } from './roleCharacteristics.js';

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

/** The texts to store: empty optional ones are left out. */
const textsOf = (fields: ResourceFields) => ({
  name: fields.name,
  ...(fields.friendlyName ? { friendlyName: fields.friendlyName } : {}),
  ...(fields.description ? { description: fields.description } : {}),
  ...(fields.color ? { color: fields.color } : {}),
});

/** Newest first; the screens sort alphabetically where the changelog says so. */
const newestFirst = (a: ConnectedResource, b: ConnectedResource) =>
  b.createdDate.localeCompare(a.createdDate);

async function allResources(clientId: number): Promise<ConnectedResource[]> {
  const resources = await listResourceItems(clientId);
  return resources.map(toResource).sort(newestFirst);
}

/** The client's objects; with a model, each names the elements of that model it is linked to. */
export async function listResources(caller: Identity, processId?: string): Promise<ConnectedResource[]> {
  if (processId === undefined) return allResources(caller.clientId);
  await visibleModel(caller, processId);
  const [resources, links] = await Promise.all([
    allResources(caller.clientId),
    linksOfModel(caller.clientId, processId),
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
  const resource = await loadResource(clientId, id);
  if (!resource) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  return toResource(resource);
}

export async function createResource(caller: Identity, fields: ResourceFields): Promise<ConnectedResource> {
  const created = await createResourceItem(caller.clientId, randomUUID(), fields.type, textsOf(fields));
  return toResource(created);
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
  const updated = await patchResourceTexts(caller.clientId, id, textsOf(fields), cleared);
  if (!updated) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  return toResource(updated);
}

/**
 * Deletes an object only while no element is linked to it: one delete under the condition
 * `connectedCount = 0`, so a link written at the same time either lands first (and the delete is
 * refused) or finds the object gone (and is refused). A role's characteristics go with it.
 */
export async function deleteResource(caller: Identity, id: string): Promise<void> {
  const { clientId } = caller;
  if (!(await deleteUnlinkedResource(clientId, id))) {
    if (!(await loadResource(clientId, id))) throw new NotFound(RESOURCE_TEXTS.resourceGone);
    throw new Conflict(RESOURCE_TEXTS.stillConnected);
  }
  await deleteRoleCharacteristics(clientId, id);
}
