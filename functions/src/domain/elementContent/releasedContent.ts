import type { ElementDescription, ElementNumber, FolderAccessRecord } from '@prozesspuls/shared';
import { getModelXml, putModelContent } from '../../adapters/modelStorage.js';
import { listDescriptionsOfModel } from '../../data/repositories/elementContent.js';
import { elementNumbersOf } from '../../data/repositories/elementNumbers.js';
import type { Identity } from '../identity.js';
import { type ModelElement, visibleModel } from '../models/models.js';
import { type ReleaseStateOfModel, showsReleasedVersion } from '../release/releaseState.js';

/** Descriptions and numbers of a model as they were when its released version was written. */
export interface ContentSnapshot {
  readonly descriptions: readonly ElementDescription[];
  readonly numbers: readonly ElementNumber[];
}

/**
 * Takes the snapshot of a model's element content that readers of the released version see
 * (descriptions and numbers are controlled documentation, as the diagram is). Written
 * where the released version is written: switching release on, the approval, and saves in the
 * post-edit window; stored content-addressed in S3, its key set in the same write as the released
 * diagram's. Sorted, so unchanged content is the same object.
 */
export async function snapshotContent(clientId: number, uuid: string): Promise<string> {
  const [descriptions, numbers] = await Promise.all([
    listDescriptionsOfModel({ clientId, uuid }),
    elementNumbersOf(clientId, uuid),
  ]);
  const byElement = (a: { elementId: string }, b: { elementId: string }) =>
    a.elementId.localeCompare(b.elementId);
  const snapshot: ContentSnapshot = {
    descriptions: descriptions
      .map((d) => ({ id: d.descriptionId, text: d.text, uuidModel: uuid, elementId: d.elementId }))
      .sort(byElement),
    numbers: [...numbers]
      .map(([elementId, number]) => ({ elementId, number, uuidModel: uuid }))
      .sort(byElement),
  };
  return putModelContent(clientId, uuid, JSON.stringify(snapshot));
}

/**
 * The snapshot the caller reads instead of the live content: for readers of the released version
 * (showsReleasedVersion) once one was taken; null for those who work on the draft, without
 * release, and for versions released before snapshots existed (they read the live content).
 */
export async function releasedContentFor(
  caller: Identity,
  model: ReleaseStateOfModel & { readonly releasedContentKey?: string | undefined },
  folder: FolderAccessRecord | undefined,
): Promise<ContentSnapshot | null> {
  if (!model.releasedContentKey || !showsReleasedVersion(caller, model, folder)) return null;
  return JSON.parse(await getModelXml(model.releasedContentKey)) as ContentSnapshot;
}

/** releasedContentFor a model the caller may see (visibleModel answers 404 for the others). */
export async function releasedContentOfVisibleModel(
  caller: Identity,
  uuid: string,
): Promise<ContentSnapshot | null> {
  const { model, folder } = await visibleModel(caller, uuid);
  return releasedContentFor(caller, model, folder);
}

/**
 * The reader of one element's entry of a kind of content: readers of the released version get it
 * from the snapshot (`released` picks the kind), the others the live one (`live`); null when the
 * element has none.
 */
export function elementEntryReader<T extends { readonly elementId: string }>(
  released: (snapshot: ContentSnapshot) => readonly T[],
  live: (clientId: number, element: ModelElement) => Promise<T | null>,
) {
  return async (caller: Identity, element: ModelElement): Promise<T | null> => {
    const snapshot = await releasedContentOfVisibleModel(caller, element.uuid);
    if (!snapshot) return live(caller.clientId, element);
    return released(snapshot).find((entry) => entry.elementId === element.elementId) ?? null;
  };
}
