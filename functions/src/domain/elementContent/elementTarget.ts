import { canCarryCommentsAndDocuments, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared';
import { getModelXml } from '../../adapters/modelStorage.js';
import { PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { diagramElementTypes } from './diagramElements.js';

export interface TargetRules {
  /** Writing needs canEdit on the model (documents, descriptions). */
  readonly needsEdit: boolean;
  /** Comments and documents are refused on the collaboration and the process itself. */
  readonly elementOnly: boolean;
}

/**
 * The model and element that content is written to: the model must be visible to the caller in
 * the caller's own client (else 404, also for other tenants' ids), the element must exist in the
 * stored diagram, and the rules above must hold. Nothing is written before this passes.
 */
export async function contentTarget(caller: Identity, uuid: string, elementId: string, rules: TargetRules) {
  const found = await visibleModel(caller, uuid);
  if (rules.needsEdit && !found.summary.canEdit) throw new PermissionDenied();
  const type = diagramElementTypes(await getModelXml(found.model.xmlKey)).get(elementId);
  if (!type) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.unknownElement);
  if (rules.elementOnly && !canCarryCommentsAndDocuments(type))
    throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.notOnProcess);
  return { ...found, element: { clientId: caller.clientId, uuid, elementId } };
}
