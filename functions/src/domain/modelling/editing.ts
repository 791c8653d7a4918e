import {
  EDIT_LOCK_TEXTS,
  EDIT_LOCK_TTL_MS,
  type EditModeState,
  effectiveEditor,
  fullNameOf,
  type HistoryEntry,
  type HistoryVersion,
  MODEL_MESSAGES,
  RELEASE_MESSAGES,
  type SaveModelResponse,
  SHARE_LINK_MESSAGES,
} from '@prozesspuls/shared';
import { logger } from '../../adapters/logger.js';
import { getModelXml, putModelXml } from '../../adapters/modelStorage.js';
import { commitModelVersion, listHistory, restoreModelVersion } from '../../data/repositories/history.js';
import {
  endModelLockOf,
  endPostEditWindowOf,
  loadModelItem,
  takeModelLock,
} from '../../data/repositories/models.js';
import { loadUser, loadUsers } from '../../data/repositories/userAccounts.js';
import { removeContentOfDeletedElements } from '../elementContent/deletedElements.js';
import { snapshotContent } from '../elementContent/releasedContent.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { checkBpmnXml } from '../models/validateBpmn.js';
import { hashOfXmlKey, mayEditDiagram } from '../release/releaseState.js';

/** The display name of a user for lock messages ("Max Modell"), falling back to the id. */
export async function displayName(userId: string): Promise<string> {
  const user = await loadUser(userId);
  return user ? fullNameOf(user) : userId;
}

/** Display names of several users in one batch read (ids without a user stay as they are). */
export async function displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  const names = new Map(unique.map((userId) => [userId, userId]));
  if (unique.length === 0) return names;
  for (const user of await loadUsers(unique)) names.set(user.userId, fullNameOf(user));
  return names;
}

async function editableModel(caller: Identity, uuid: string) {
  const found = await visibleModel(caller, uuid);
  if (!found.summary.canEdit) throw new PermissionDenied();
  // With release enabled only canIssueReleaseRequest edits: the owner and the fixed reviewer
  //; everyone else reads the released version.
  if (!mayEditDiagram(caller, found.model, found.folder))
    throw new PermissionDenied(RELEASE_MESSAGES.onlyReleaseEditors);
  return found;
}

/**
 * Loads the model the caller may edit (403/404 otherwise). The default is the caller's own access
 * in the own client; a share link passes its own check (domain/sharing/shareLinks.ts).
 */
export type EditableModelLoader = (caller: Identity, uuid: string) => Promise<{ model: ModelRecord }>;
type ModelRecord = Awaited<ReturnType<typeof visibleModel>>['model'];

/** A 409 whose body also carries the editor, so the UI can name them in its dialog. */
async function lockedBy(userId: string, text: (name: string) => string) {
  const name = await displayName(userId);
  return new Conflict(text(name), { currentEditor: userId, currentEditorName: name });
}

/**
 * Starts editing (also the heartbeat while editing) or ends it. Taking the lock succeeds only
 * when nobody holds it, the caller does, or the holder's heartbeat is older than 10 minutes.
 */
export async function setEditMode(
  caller: Identity,
  uuid: string,
  editMode: boolean,
  now = Date.now(),
  loadEditable: EditableModelLoader = editableModel,
  /**
   * The SHA-256 of the share link the caller edits through, if any. The lock then names the link
   * (`lockShareLink`) and is taken only while the link exists (one transaction), so revoking the
   * link can end exactly this lock at once.
   */
  viaShareLink?: string,
): Promise<EditModeState> {
  const { model: loaded } = await loadEditable(caller, uuid);
  if (!editMode) {
    // Ending editing also ends the post-edit window after an approval; not (or no longer) the
    // holder: ending is idempotent.
    await endModelLockOf(caller.clientId, uuid, caller.userId, true);
    return { currentEditor: null, lockExpiresAt: null };
  }
  const taken = await takeModelLock(caller.clientId, uuid, caller.userId, now, viaShareLink);
  if (taken) {
    await endOthersPostEditWindow(caller, uuid, loaded.postEditor);
    return { currentEditor: caller.userId, lockExpiresAt: now + EDIT_LOCK_TTL_MS };
  }
  const data = await loadModelItem(caller.clientId, uuid);
  if (viaShareLink && data && !data.currentEditor) throw new NotFound(SHARE_LINK_MESSAGES.invalid);
  throw await lockedBy(data?.currentEditor ?? '', EDIT_LOCK_TEXTS.lockedText);
}

/** Whoever takes over an expired lock ends the other user's post-edit window after an approval. */
async function endOthersPostEditWindow(caller: Identity, uuid: string, postEditor: string | undefined) {
  if (!postEditor || postEditor === caller.userId) return;
  await endPostEditWindowOf(caller.clientId, uuid, postEditor);
}

/**
 * Saves a new version with optimistic concurrency: it succeeds only from the version the editor
 * loaded and while the caller holds the lock. A refused save changes nothing; the editor keeps
 * the diagram. Every save is a history entry whose XML lives in S3 under its content hash.
 * With endEditing the same conditional write also frees the lock (leaving the page saves and
 * clears the editor in one call: a closing tab cannot wait for a second request).
 */
export async function saveModel(
  caller: Identity,
  uuid: string,
  xml: string,
  expectedVersion: number,
  now = Date.now(),
  endEditing = false,
  loadEditable: EditableModelLoader = editableModel,
): Promise<SaveModelResponse> {
  const { model } = await loadEditable(caller, uuid);
  const check = await checkBpmnXml(xml);
  if (!check.ok)
    throw new RuleViolation(
      check.reason === 'too large' ? MODEL_MESSAGES.tooLarge : MODEL_MESSAGES.invalidBpmn,
    );
  if (model.version !== expectedVersion)
    throw await lockedBy(model.lastEditor ?? model.initiator, EDIT_LOCK_TEXTS.staleSave);
  if (effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now) !== caller.userId) {
    throw new Conflict(EDIT_LOCK_TEXTS.notLockHolder);
  }
  const { key, hash } = await putModelXml(caller.clientId, uuid, xml);
  const timestamp = new Date(now).toISOString();
  const releaseEnabled = model.releaseEnabled === true;
  // Under release a save changes only the working draft; only in the post-edit window right after
  // the caller's own approval does it change the released version too.
  const postEdit = releaseEnabled && model.postEditor === caller.userId;
  // The released content follows the released diagram in the post-edit window too.
  const releasedContentKey = postEdit ? await snapshotContent(caller.clientId, uuid) : undefined;
  const changes = {
    xmlKey: key,
    lastEditor: caller.userId,
    lastEditedAt: timestamp,
    ...(postEdit ? { releasedXmlKey: key, releasedHash: hashOfXmlKey(key), releasedContentKey } : {}),
  };
  // The release state the caller was let in by must still hold: release switched on meanwhile
  // refuses the save instead of letting it bypass approval.
  const saved = await commitModelVersion(caller.clientId, uuid, {
    editor: caller.userId,
    expectedVersion,
    now,
    endEditing,
    releaseEnabled,
    postEdit,
    changes,
    entry: { timestamp, commitHash: hash, committer: caller.userId, xmlKey: key },
  });
  if (!saved) {
    const data = await loadModelItem(caller.clientId, uuid);
    if (data && data.version !== expectedVersion)
      throw await lockedBy(data.lastEditor ?? data.initiator, EDIT_LOCK_TEXTS.staleSave);
    if (data && (data.releaseEnabled === true) !== releaseEnabled)
      throw new Conflict(RELEASE_MESSAGES.changedMeanwhile);
    throw new Conflict(EDIT_LOCK_TEXTS.notLockHolder);
  }
  // The saved diagram is the truth about which elements exist: content of removed ones goes.
  // The save itself stands; a failed clean-up is logged and done again by the next save.
  await removeContentOfDeletedElements(caller.clientId, uuid, xml).catch((error: unknown) =>
    logger.error('removing content of deleted elements failed', { uuid, error }),
  );
  return { version: expectedVersion + 1, commitHash: hash };
}

/** Under release the history holds unreleased drafts: only those who edit under release read it. */
async function modelWithHistory(caller: Identity, uuid: string) {
  const found = await visibleModel(caller, uuid);
  if (found.model.releaseEnabled && !mayEditDiagram(caller, found.model, found.folder))
    throw new PermissionDenied(RELEASE_MESSAGES.onlyReleaseEditors);
  return found;
}

export async function historyOf(caller: Identity, uuid: string): Promise<HistoryEntry[]> {
  await modelWithHistory(caller, uuid);
  const data = await listHistory(caller.clientId, uuid);
  const names = await displayNames(data.map((h) => h.committer));
  return data.map((h) => ({
    committer: h.committer,
    committerName: names.get(h.committer) ?? h.committer,
    timestamp: h.timestamp,
    commitHash: h.commitHash,
  }));
}

async function historyItem(caller: Identity, uuid: string, hash: string) {
  const data = await listHistory(caller.clientId, uuid);
  const entry = data.find((h) => h.commitHash === hash);
  if (!entry) throw new NotFound();
  return entry;
}

export async function historyVersion(caller: Identity, uuid: string, hash: string): Promise<HistoryVersion> {
  await modelWithHistory(caller, uuid);
  const entry = await historyItem(caller, uuid, hash);
  return {
    committer: entry.committer,
    committerName: await displayName(entry.committer),
    timestamp: entry.timestamp,
    commitHash: entry.commitHash,
    processXML: await getModelXml(entry.xmlKey),
  };
}

/** Takes over an old version as the newest one; refused while another user edits. */
export async function restoreVersion(
  caller: Identity,
  uuid: string,
  hash: string,
  now = Date.now(),
): Promise<SaveModelResponse> {
  const { model } = await editableModel(caller, uuid);
  const editor = effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now);
  if (editor && editor !== caller.userId) throw await lockedBy(editor, EDIT_LOCK_TEXTS.restoreLockedText);
  const entry = await historyItem(caller, uuid, hash);
  const timestamp = new Date(now).toISOString();
  const restored = await restoreModelVersion(caller.clientId, uuid, model.version, now, {
    timestamp,
    commitHash: entry.commitHash,
    committer: caller.userId,
    xmlKey: entry.xmlKey,
  });
  if (!restored)
    throw new Conflict(EDIT_LOCK_TEXTS.restoreLockedText(await displayName(model.currentEditor ?? '')));
  return { version: model.version + 1, commitHash: entry.commitHash };
}
