import { randomUUID } from 'node:crypto';
import {
  canEditModel,
  canWriteFolder,
  effectiveEditor,
  emptyDiagramXml,
  FOLDER_MESSAGES,
  MODEL_MESSAGES,
  MODEL_NAME_MAX,
  type ModelAccess,
  modelAccessOf,
  nextReviewDate,
  type ProcessModel,
  type ProcessSummary,
} from '@prozesspuls/shared';
import type { ElementContent } from '@prozesspuls/shared/bpmnXml';
import { deleteModelDocuments } from '../../adapters/documentStorage.js';
import { deleteModelObjects, getModelXml, putModelXml } from '../../adapters/modelStorage.js';
import type { ElementRef } from '../../data/repositories/elementAttachments.js';
import { deleteModelRecords } from '../../data/repositories/modelRecords.js';
import {
  changeModelSharedUser,
  createModelInFolder,
  deleteModelFromFolder,
  endModelLockOf,
  listModelListItems,
  loadModelItem,
  type ModelItem,
  type ModelListItem,
  moveModelToFolder,
  patchModelIfExists,
} from '../../data/repositories/models.js';
import { writeImportedContent } from '../elementContent/importedContent.js';
import { NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { recordFirstStep } from '../onboarding/firstSteps.js';
import { unlinkDeletedModel } from '../profiles/modelLinks.js';
import {
  isUnderReview,
  mayEditDiagram,
  releaseInfoOf,
  showsReleasedVersion,
} from '../release/releaseState.js';
import { unlinkModel } from '../resources/unlink.js';
import {
  assertCanReceive,
  type FolderRecord,
  loadFolder,
  loadFolders,
  memberIdentity,
  subjectOf,
} from './accessContext.js';
import { RETRY, withRetries } from './transactions.js';

/** The access record of a model (who owns it, its folder, whom it is shared with). */
const accessRecordOf = (model: ModelListItem) => ({
  initiator: model.initiator,
  folderId: model.folderId,
  sharedUsers: model.sharedUsers ?? [],
});

/** A model as lists show it, for a caller with `access` to it; the lock as of `now` (epoch ms). */
function summaryOf(model: ModelListItem, access: ModelAccess, now: number): ProcessSummary {
  return {
    uuid: model.uuid,
    fileName: model.fileName,
    folderId: model.folderId,
    initiator: model.initiator,
    isOwn: access.isOwn,
    isShared: access.isShared,
    canEdit: access.canEdit,
    creationDate: model.creationDate,
    currentEditor: effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now),
    surveyCount: model.surveyCount ?? 0,
    characteristic: model.characteristicId ?? null,
    release: releaseInfoOf(model),
    reviewDueAt: nextReviewDate(model.reviewDueAt, model.releasedAt ?? null),
  };
}

/**
 * The caller's visible models, newest first: one Query for models (only the attributes a list
 * shows), one for folders, then one pass that decides access and builds each summary.
 */
export async function listVisibleModels(caller: Identity): Promise<ProcessSummary[]> {
  const accessTo = modelAccessOf(subjectOf(caller));
  const [models, folders] = await Promise.all([
    listModelListItems(caller.clientId),
    loadFolders(caller.clientId),
  ]);
  const now = Date.now();
  const visible: ProcessSummary[] = [];
  for (const model of models) {
    const access = accessTo(accessRecordOf(model), folders.get(model.folderId));
    if (access) visible.push(summaryOf(model, access, now));
  }
  // Creation dates are ISO timestamps of one format: comparing them as strings is chronological,
  // and cheaper than a locale-aware comparison thousands of times over.
  return visible.sort((a, b) =>
    a.creationDate < b.creationDate ? 1 : a.creationDate > b.creationDate ? -1 : 0,
  );
}

/** Loads a model the caller may see; another tenant's or an invisible model is a 404. */
export async function visibleModel(caller: Identity, uuid: string) {
  const model = await loadModelItem(caller.clientId, uuid);
  if (!model) throw new NotFound();
  const folder = await loadFolder(caller.clientId, model.folderId);
  const access = modelAccessOf(subjectOf(caller))(accessRecordOf(model), folder);
  if (!access) throw new NotFound();
  return { model, folder, summary: summaryOf(model, access, Date.now()) };
}

async function ownedModel(caller: Identity, uuid: string) {
  const found = await visibleModel(caller, uuid);
  if (!found.summary.isOwn) throw new PermissionDenied(MODEL_MESSAGES.onlyOwner);
  return found;
}

async function writableFolder(caller: Identity, folderId: string): Promise<FolderRecord> {
  const folder = await loadFolder(caller.clientId, folderId);
  if (!folder) throw new RuleViolation(MODEL_MESSAGES.folderRequired);
  if (!canWriteFolder(subjectOf(caller), folder)) throw new PermissionDenied(FOLDER_MESSAGES.noWriteRight);
  return folder;
}

/**
 * Stores a new model (XML to S3 first, so the record never points at nothing). The model, its
 * first history entry and the folder's model count are one transaction under the condition
 * that the folder exists, so a folder deleted meanwhile never ends up holding the model.
 * An imported file's element content is written before that transaction (invisible until the
 * model exists) and deleted again when the model cannot be created.
 */
export async function createModel(
  caller: Identity,
  fileName: string,
  folderId: string,
  xml?: string,
  content?: ElementContent,
): Promise<string> {
  const name = fileName.trim();
  if (!name) throw new RuleViolation(MODEL_MESSAGES.nameRequired);
  if (name.length > MODEL_NAME_MAX) throw new RuleViolation(MODEL_MESSAGES.nameTooLong);
  await writableFolder(caller, folderId);
  const uuid = randomUUID();
  const diagram = xml ?? emptyDiagramXml(name, uuid.replace(/-/g, '').slice(0, 12));
  const { key, hash } = await putModelXml(caller.clientId, uuid, diagram);
  const now = new Date().toISOString();
  const { clientId } = caller;
  try {
    if (content) await writeImportedContent(clientId, uuid, caller.userId, content);
    await withRetries(async () => {
      await writableFolder(caller, folderId);
      const created = await createModelInFolder(
        {
          clientId,
          uuid,
          fileName: name,
          folderId,
          initiator: caller.userId,
          creationDate: now,
          xmlKey: key,
          version: 1,
          lastEditor: caller.userId,
          lastEditedAt: now,
        },
        // The first version is history too, so it can be restored like any later one.
        { timestamp: now, commitHash: hash, committer: caller.userId, xmlKey: key },
      );
      return created ? uuid : RETRY;
    });
  } catch (error) {
    await deleteModelObjects(clientId, uuid).catch(() => undefined);
    if (content) await deleteModelRecords(clientId, uuid).catch(() => undefined);
    throw error;
  }
  await recordFirstStep(clientId, 'modelCreated');
  return uuid;
}

/** One element of a model: the model's uuid and the element's BPMN id. */
export interface ModelElement {
  readonly uuid: string;
  readonly elementId: string;
}

/** The key of one element of a model the caller sees (404 or 403 as visibleModel answers). */
export async function visibleElement(
  caller: Identity,
  { uuid, elementId }: ModelElement,
): Promise<ElementRef> {
  await visibleModel(caller, uuid);
  return { clientId: caller.clientId, uuid, elementId };
}

/**
 * GET /bpmn/{uuid}: with release enabled, whoever may not edit under release gets the released
 * version read-only, always; canEdit then is false.
 */
export async function getModel(caller: Identity, uuid: string): Promise<ProcessModel> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  const released = showsReleasedVersion(caller, model, folder);
  const canEdit = mayEditDiagram(caller, model, folder);
  return {
    ...summary,
    canEdit,
    ...(await diagramOf(model, released)),
    postEdit: canEdit && model.postEditor === caller.userId,
  };
}

/**
 * The diagram part of GET /bpmn/{uuid} (for members and guests of a share link alike): the XML,
 * the released one when `released`, and the version and release state.
 */
export async function diagramOf(model: ModelItem, released: boolean) {
  return {
    diagramXML: await getModelXml(released && model.releasedXmlKey ? model.releasedXmlKey : model.xmlKey),
    version: model.version,
    lastEditor: model.lastEditor ?? null,
    releaseEnabled: model.releaseEnabled ?? false,
    underReview: isUnderReview(model),
    showsReleasedVersion: released,
    postEdit: false,
  };
}

export async function modelInformation(caller: Identity, uuid: string) {
  const { model } = await visibleModel(caller, uuid);
  return {
    uuid: model.uuid,
    fileName: model.fileName,
    currentEditor: effectiveEditor(model.currentEditor, model.lockHeartbeatAt, Date.now()),
    information: null,
    reviewRequests: model.pendingRequestId
      ? [{ id: model.pendingRequestId, reviewer: model.pendingReviewer ?? null }]
      : [],
    releaseEnabled: model.releaseEnabled ?? false,
  };
}

export async function lastEditorOf(caller: Identity, uuid: string) {
  const { model } = await visibleModel(caller, uuid);
  return {
    lastEditor: model.lastEditor ?? model.initiator,
    lastEditedAt: model.lastEditedAt ?? model.creationDate,
  };
}

export async function renameModel(caller: Identity, uuid: string, fileName: string): Promise<void> {
  await ownedModel(caller, uuid);
  const name = fileName.trim();
  if (!name) throw new RuleViolation(MODEL_MESSAGES.nameRequired);
  if (name.length > MODEL_NAME_MAX) throw new RuleViolation(MODEL_MESSAGES.nameTooLong);
  if (!(await patchModelIfExists(caller.clientId, uuid, { fileName: name }))) throw new NotFound();
}

/** Hands the model to another member of the client who can open models; they become its owner. */
export async function transferModel(caller: Identity, uuid: string, initiator: string): Promise<void> {
  await ownedModel(caller, uuid);
  await assertCanReceive(caller.clientId, initiator);
  if (!(await patchModelIfExists(caller.clientId, uuid, { initiator }))) throw new NotFound();
}

/**
 * Moves the caller's own models into a folder the caller may write to. Each move is one
 * transaction: the model's folder changes only if it is still the one read, the target folder
 * must exist and counts the model, the old folder counts it no more.
 */
export async function moveModels(
  caller: Identity,
  folderId: string,
  uuids: readonly string[],
): Promise<void> {
  await writableFolder(caller, folderId);
  for (const uuid of uuids) await ownedModel(caller, uuid);
  const { clientId } = caller;
  for (const uuid of uuids) {
    await withRetries(async () => {
      await writableFolder(caller, folderId);
      const { model: current, folder: from } = await ownedModel(caller, uuid);
      if (current.folderId === folderId) return true;
      const moved = await moveModelToFolder(clientId, uuid, current.folderId, folderId, Boolean(from));
      return moved ? true : RETRY;
    });
  }
}

/** Deletes the model with every record and object that refers to it. */
export async function deleteModel(caller: Identity, uuid: string): Promise<void> {
  const { model: ownedModelProfile } = await ownedModel(caller, uuid);
  // Unlinking first lowers the objects' link counters, so they can be deleted again.
  await unlinkModel(caller.clientId, uuid);
  await deleteModelRecords(caller.clientId, uuid);
  await deleteModelObjects(caller.clientId, uuid);
  await deleteModelDocuments(caller.clientId, uuid);
  const { clientId } = caller;
  // The model and its folder's count go together, under the condition that the folder read is
  // still the model's (a parallel move changes both).
  await withRetries(async () => {
    const current = await loadModelItem(clientId, uuid);
    if (!current) return true;
    const from = await loadFolder(clientId, current.folderId);
    const deleted = await deleteModelFromFolder(clientId, uuid, current.folderId, Boolean(from));
    return deleted ? true : RETRY;
  });
  // The profile stays; only its link to the deleted model goes.
  const profileId = ownedModelProfile.characteristicId;
  if (profileId) await unlinkDeletedModel(clientId, uuid, profileId);
}

export async function modelSharedUsers(caller: Identity, uuid: string): Promise<string[]> {
  const { model, summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  return [...(model.sharedUsers ?? [])].sort();
}

/**
 * Shares with a member of the same client who can open models (PROCESS_WRITE, i.e. canEdit,
 * needed by the caller).
 */
export async function shareModel(caller: Identity, uuid: string, userId: string): Promise<string[]> {
  const { summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  await assertCanReceive(caller.clientId, userId);
  const data = await changeModelSharedUser(caller.clientId, uuid, userId, 'add');
  if (!data) throw new NotFound();
  return [...(data.sharedUsers ?? [])].sort();
}

/**
 * Ends a share. If that person holds the edit lock and may no longer edit the model without the
 * share, the lock ends too: the model is free for others at once, and their next
 * save is refused (they no longer hold the lock, or no longer see the model).
 */
export async function unshareModel(caller: Identity, uuid: string, userId: string): Promise<string[]> {
  const { summary, folder } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  const removed = userId.toLowerCase();
  const data = await changeModelSharedUser(caller.clientId, uuid, removed, 'delete');
  if (!data) throw new NotFound();
  if (data.currentEditor?.toLowerCase() === removed) {
    const member = await memberIdentity(caller.clientId, data.currentEditor);
    const access = {
      initiator: data.initiator,
      folderId: data.folderId,
      sharedUsers: data.sharedUsers ?? [],
    };
    if (!member || !canEditModel(subjectOf(member), access, folder)) {
      await endModelLockOf(caller.clientId, uuid, data.currentEditor);
    }
  }
  return [...(data.sharedUsers ?? [])].sort();
}
