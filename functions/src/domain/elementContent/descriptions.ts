import { randomUUID } from 'node:crypto';
import type { ElementDescription } from '@prozesspuls/shared';
import {
  listDescriptionsOfModel,
  loadDescription,
  type ModelRef,
  writeDescription,
} from '../../data/repositories/elementContent.js';
import type { Identity } from '../identity.js';
import type { ModelElement } from '../models/models.js';
import { RETRY, withRetries } from '../models/transactions.js';
import { controlledContentGate } from './controlledContent.js';
import { contentTarget } from './elementTarget.js';
import { elementEntryReader, releasedContentOfVisibleModel } from './releasedContent.js';

interface DescriptionItem {
  readonly descriptionId: string;
  readonly text: string;
  readonly uuid: string;
  readonly elementId: string;
}

const toDescription = (d: DescriptionItem): ElementDescription => ({
  id: d.descriptionId,
  text: d.text,
  uuidModel: d.uuid,
  elementId: d.elementId,
});

/**
 * Sets the plain-text description of an element (POST and PUT alike: one per element). An empty
 * text removes it (the editor's reset, then save). The description and the element's counter
 * change in one transaction, conditioned on the state read, so parallel saves never miscount.
 * Under release only the owner and the reviewer change descriptions (controlledContent.ts), and
 * the transaction holds only while the release switch is as the check read it.
 */
export async function saveDescription(
  caller: Identity,
  uuid: string,
  elementId: string,
  rawText: string,
): Promise<ElementDescription | null> {
  const { element } = await contentTarget(caller, uuid, elementId, { needsEdit: true, elementOnly: false });
  const text = rawText.trim() === '' ? '' : rawText;
  return withRetries(async () => {
    const gate = await controlledContentGate(caller, uuid);
    const current = await loadDescription(element);
    if (!current && text === '') return null;
    const next = {
      ...element,
      descriptionId: current?.descriptionId ?? randomUUID(),
      text,
      updatedBy: caller.userId,
      updatedAt: new Date().toISOString(),
    };
    if (!(await writeDescription(gate, next, current))) return RETRY;
    return text === '' ? null : toDescription(next);
  });
}

/** The description of one element as it is now, not as released. */
async function liveDescription(clientId: number, element: ModelElement): Promise<ElementDescription | null> {
  const description = await loadDescription({ clientId, ...element });
  return description ? toDescription(description) : null;
}

/** One element's description; readers of the released version get the approved one. */
export const descriptionOf = elementEntryReader((snapshot) => snapshot.descriptions, liveDescription);

/**
 * All descriptions of a model (the report's column 'Beschreibung', the XML export): one Query;
 * readers of the released version get the approved ones.
 */
export async function descriptionsOfModel(caller: Identity, uuid: string): Promise<ElementDescription[]> {
  const released = await releasedContentOfVisibleModel(caller, uuid);
  if (released) return [...released.descriptions];
  return descriptionsByElement({ clientId: caller.clientId, uuid }).then((m) => [...m.values()]);
}

/** Descriptions by element id, for callers that already checked access (the report). */
export async function descriptionsByElement(model: ModelRef): Promise<Map<string, ElementDescription>> {
  const descriptions = await listDescriptionsOfModel(model);
  return new Map(descriptions.map((d) => [d.elementId, toDescription(d)]));
}
