import { RESOURCE_TEXTS, type ResourceLink } from '@prozesspuls/shared';
import {
  linkResourceToElements,
  linksOfClient,
  linksOfModel,
  listResourceItems,
  loadResource,
  modelObjectLinksOfClient,
} from '../../data/repositories/resources.js';
import { NotFound, PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { RETRY, withRetries } from '../models/transactions.js';
import { unlinkUntilGone } from './unlink.js';

async function editableModel(caller: Identity, uuid: string): Promise<void> {
  const { summary } = await visibleModel(caller, uuid);
  // Resource editing on a model is part of canEdit (PROCESS_WRITE).
  if (!summary.canEdit) throw new PermissionDenied();
}

/**
 * Links one object to elements of one model. The new links (both records) and the object's
 * `connectedCount` are one transaction whose object update requires the object to exist, so a
 * parallel delete of the object leaves no link behind; already linked elements are skipped.
 */
export async function linkResource(
  caller: Identity,
  request: { ressourceId: string; processId: string; elementId: readonly string[] },
): Promise<ResourceLink> {
  const { clientId } = caller;
  const { ressourceId, processId: uuid } = request;
  await editableModel(caller, uuid);
  const wanted = [...new Set(request.elementId)];
  await withRetries(async () => {
    const resource = await loadResource(clientId, ressourceId);
    if (!resource) throw new NotFound(RESOURCE_TEXTS.resourceGone);
    const linked = new Set(
      (await linksOfModel(clientId, uuid))
        .filter((l) => l.ressourceId === ressourceId)
        .map((l) => l.elementId),
    );
    const added = wanted.filter((elementId) => !linked.has(elementId));
    if (added.length === 0) return true;
    return (await linkResourceToElements(clientId, ressourceId, uuid, added)) ? true : RETRY;
  });
  const elementIds = (await linksOfModel(clientId, uuid))
    .filter((l) => l.ressourceId === ressourceId)
    .map((l) => l.elementId);
  return { ressourceId, processId: uuid, elementId: elementIds };
}

/** Removes an element's links in a model, or only its link to one object. */
export async function unlinkElement(
  caller: Identity,
  uuid: string,
  elementId: string,
  resourceId?: string,
): Promise<void> {
  await editableModel(caller, uuid);
  await unlinkUntilGone(caller.clientId, uuid, async () =>
    (await linksOfModel(caller.clientId, uuid, elementId)).filter(
      (l) => resourceId === undefined || l.ressourceId === resourceId,
    ),
  );
}

/** The links of one object, grouped by model. */
export async function linksOfResource(caller: Identity, resourceId: string): Promise<ResourceLink[]> {
  const { clientId } = caller;
  const [resource, links] = await Promise.all([
    loadResource(clientId, resourceId),
    linksOfClient(clientId, resourceId),
  ]);
  if (!resource) throw new NotFound(RESOURCE_TEXTS.resourceGone);
  const byModel = new Map<string, string[]>();
  for (const link of links) byModel.set(link.uuid, [...(byModel.get(link.uuid) ?? []), link.elementId]);
  return [...byModel].map(([processId, elementId]) => ({ ressourceId: resourceId, processId, elementId }));
}

/** Object ids linked to each model of the client: one Query over the client's links. */
export async function resourceIdsByModel(clientId: number): Promise<Map<string, string[]>> {
  const links = await modelObjectLinksOfClient(clientId);
  const byModel = new Map<string, Set<string>>();
  for (const link of links)
    byModel.set(link.uuid, (byModel.get(link.uuid) ?? new Set()).add(link.ressourceId));
  return new Map([...byModel].map(([uuid, ids]) => [uuid, [...ids]]));
}

/** The objects linked to each element of one model (the report's 'Rolle' column). */
export async function resourceIdsByElement(clientId: number, uuid: string): Promise<Map<string, string[]>> {
  const byElement = new Map<string, string[]>();
  for (const link of await linksOfModel(clientId, uuid)) {
    byElement.set(link.elementId, [...(byElement.get(link.elementId) ?? []), link.ressourceId]);
  }
  return byElement;
}

/** The names of the roles linked to each element of one model, joined by ', ' (report column 'Rolle'). */
export async function roleNamesByElement(clientId: number, uuid: string): Promise<Map<string, string>> {
  const [byElement, resources] = await Promise.all([
    resourceIdsByElement(clientId, uuid),
    listResourceItems(clientId),
  ]);
  const roleName = new Map(resources.filter((r) => r.type === 'ROLE').map((r) => [r.id, r.name]));
  const names = new Map<string, string>();
  for (const [elementId, ids] of byElement) {
    const roles = ids.flatMap((id) => roleName.get(id) ?? []).sort((a, b) => a.localeCompare(b, 'de'));
    if (roles.length > 0) names.set(elementId, roles.join(', '));
  }
  return names;
}

/**
 * The process list (GET /bpmn) with each model's linked object ids, for the filters System, Rolle,
 * Abteilung. The links are read while the list is still loading: neither read waits for the other.
 */
export async function withConnectedResources<T extends { readonly uuid: string }>(
  clientId: number,
  loadingProcesses: Promise<readonly T[]>,
): Promise<(T & { connectedRessources: { id: string }[] })[]> {
  const [processes, ids] = await Promise.all([loadingProcesses, resourceIdsByModel(clientId)]);
  return processes.map((p) => ({ ...p, connectedRessources: (ids.get(p.uuid) ?? []).map((id) => ({ id })) }));
}
