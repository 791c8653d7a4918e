import { randomUUID } from 'node:crypto';
import {
  base64ByteLength,
  CUSTOM_ELEMENT_ICON_MAX_BYTES,
  CUSTOM_ELEMENT_LIMIT,
  CUSTOM_ELEMENT_TEXTS,
  type CustomElement,
} from '@prozesspuls/shared';
import {
  createCustomElementWithinLimit,
  deleteCustomElementCounted,
  listCustomElementItems,
  loadCustomElement,
} from '../../data/repositories/customElements.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { iconType } from './iconContent.js';

const ICON = /^data:image\/[\w.+-]+(;charset=[\w-]+)?;base64,([A-Za-z0-9+/=]+)$/;

/**
 * The icon must be an image data URL under 10,240 bytes whose content is an image
 * (checked by its bytes, not by its name or declared type). Answers the data URL to
 * store, with the type the content has, or the error text.
 */
export function checkedIcon(imageUrl: string): { imageUrl: string } | { error: string } {
  const refused = { error: CUSTOM_ELEMENT_TEXTS.errorCustomElementsIcon };
  const match = ICON.exec(imageUrl);
  const base64 = match?.[2];
  if (!base64 || base64ByteLength(base64) >= CUSTOM_ELEMENT_ICON_MAX_BYTES) return refused;
  const bytes = Buffer.from(base64, 'base64');
  const type = iconType(bytes);
  return type ? { imageUrl: `data:${type};base64,${bytes.toString('base64')}` } : refused;
}

function taskTypeOf(title: string, id: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return `${base || 'ELEMENT'}_${id.slice(0, 6).toUpperCase()}`;
}

/**
 * Only the element's creator or an administrator of the client may delete it; elements from
 * before `createdBy` was stored have no known creator, so only administrators may.
 */
function mayDelete(caller: Identity, createdBy: string | undefined): boolean {
  if (caller.permissions.ADMIN === true) return true;
  return createdBy !== undefined && createdBy.toLowerCase() === caller.userId.toLowerCase();
}

export async function listCustomElements(caller: Identity): Promise<CustomElement[]> {
  const elements = await listCustomElementItems(caller.clientId);
  return elements.map((e) => ({
    id: e.id,
    taskType: e.taskType,
    elementTitle: e.elementTitle,
    elementGroup: 'activity',
    imageUrl: e.imageUrl,
    canDelete: mayDelete(caller, e.createdBy),
  }));
}

/**
 * Adds a custom element; the client's counter is raised in the same transaction under the
 * condition that it stays within the limit (5), so two parallel adds cannot exceed it.
 */
export async function addCustomElement(
  caller: Identity,
  elementTitle: string,
  requestedImageUrl: string,
): Promise<CustomElement> {
  const checked = checkedIcon(requestedImageUrl);
  if ('error' in checked) throw new RuleViolation(checked.error);
  const { imageUrl } = checked;
  const id = randomUUID();
  const element = {
    clientId: caller.clientId,
    id,
    taskType: taskTypeOf(elementTitle, id),
    elementTitle,
    imageUrl,
    createdBy: caller.userId,
  };
  const added = await createCustomElementWithinLimit(element, CUSTOM_ELEMENT_LIMIT);
  if (!added) throw new Conflict(CUSTOM_ELEMENT_TEXTS.errorCustomElementsCount);
  return {
    id,
    taskType: element.taskType,
    elementTitle,
    elementGroup: 'activity',
    imageUrl,
    canDelete: true,
  };
}

export async function deleteCustomElement(caller: Identity, id: string): Promise<void> {
  const existing = await loadCustomElement(caller.clientId, id);
  if (!existing) throw new NotFound();
  // createdBy never changes, so checking it before the conditional delete is enough.
  if (!mayDelete(caller, existing.createdBy))
    throw new PermissionDenied(CUSTOM_ELEMENT_TEXTS.onlyCreatorMayDelete);
  if (!(await deleteCustomElementCounted(caller.clientId, id))) throw new NotFound();
}
