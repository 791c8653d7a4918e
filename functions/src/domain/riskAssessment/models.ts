import {
  canSeeModel,
  RISK_ASSESSMENT_MESSAGES,
  type RiskElement,
  type RiskModelElements,
  type RiskModelOption,
  resourceRoles,
} from '@prozesspuls/shared';
import { getModelXml } from '../../adapters/modelStorage.js';
import { modelsOfClient } from '../../data/repositories/modelReleases.js';
import { type LinkedResource, resourcesOfModel } from '../../data/repositories/modelResources.js';
import { NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { loadFolders, subjectOf } from '../models/accessContext.js';
import { diagramOutline } from '../px-model/diagramOutline.js';
import type { StoredModelRef } from './records.js';

/**
 * Step 1 picks activities and roles from RELEASED process models only: the assessment documents
 * the process as it is binding for the employees, not a draft. Only models the caller may see.
 */
async function visibleModels(caller: Identity) {
  const subject = subjectOf(caller);
  const [models, folders] = await Promise.all([
    modelsOfClient(caller.clientId),
    loadFolders(caller.clientId),
  ]);
  return models.filter((m) =>
    canSeeModel(
      subject,
      { initiator: m.initiator, folderId: m.folderId, sharedUsers: m.sharedUsers ?? [] },
      folders.get(m.folderId),
    ),
  );
}

/** GET /riskAssessmentModel: the released models the caller may see, by name. */
export async function listReleasedModels(caller: Identity): Promise<RiskModelOption[]> {
  return (await visibleModels(caller))
    .filter((m) => m.releasedXmlKey !== undefined)
    .map((m) => ({ uuid: m.uuid, name: m.fileName, releaseVersion: m.releaseVersion ?? 1 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/**
 * Activities (tasks, call activities, subprocesses) and roles (lanes) of a diagram, in document
 * order, then the role and department objects linked to its elements. Unnamed elements get their
 * id as name, so every one can be told apart in the picker.
 */
export function riskElementsOf(xml: string, objects: readonly LinkedResource[] = []): RiskElement[] {
  const outline = diagramOutline(xml);
  const fromDiagram = [...outline].flatMap(([elementId, element]): RiskElement[] => {
    if (element.kind === 'Activity')
      return [{ elementId, name: element.name || elementId, kind: 'Tätigkeit' }];
    if (element.kind === 'Lane') return [{ elementId, name: element.name || elementId, kind: 'Rolle' }];
    return [];
  });
  return [...fromDiagram, ...resourceRoles(objects, new Set(outline.keys()))];
}

/**
 * What step 1 can pick from the released version of a model: its activities and lanes and the
 * role and department objects linked to them (links are the model's current ones).
 */
export async function pickableElements(caller: Identity, uuid: string) {
  const [released, objects] = await Promise.all([
    releasedModel(caller, uuid),
    resourcesOfModel(caller.clientId, uuid),
  ]);
  return { ...released, elements: riskElementsOf(released.xml, objects) };
}

/** The released version of a model the caller may see (404 for any other model). */
export async function releasedModel(
  caller: Identity,
  uuid: string,
): Promise<{ readonly ref: StoredModelRef; readonly xml: string }> {
  const model = (await visibleModels(caller)).find((m) => m.uuid === uuid);
  if (!model) throw new NotFound(RISK_ASSESSMENT_MESSAGES.modelNotFound);
  if (!model.releasedXmlKey) throw new RuleViolation(RISK_ASSESSMENT_MESSAGES.modelNotReleased);
  const xml = await getModelXml(model.releasedXmlKey);
  return {
    ref: {
      uuid: model.uuid,
      name: model.fileName,
      releaseVersion: model.releaseVersion ?? 1,
      releasedAt: model.releasedAt ?? null,
      xmlKey: model.releasedXmlKey,
    },
    xml,
  };
}

/** GET /riskAssessmentModel/{uuid}. */
export async function releasedModelElements(caller: Identity, uuid: string): Promise<RiskModelElements> {
  const { ref, xml, elements } = await pickableElements(caller, uuid);
  return {
    uuid: ref.uuid,
    name: ref.name,
    releaseVersion: ref.releaseVersion,
    elements,
    xml,
  };
}
