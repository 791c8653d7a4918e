import { EDIT_LOCK_TTL_MS } from '@prozesspuls/shared';
import { writtenIfConditionHolds } from '../conditionFailure.js';
import { type Db, getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf, patchedUnlessConditionFails, projectedItems } from './reads.js';
import { committed, type TransactionWrites } from './transactions.js';

/** One stored model (metadata; its XML lives in S3 under `xmlKey`). */
export type ModelItem = NonNullable<Awaited<ReturnType<typeof loadModelItem>>>;
/** Attributes of a model a patch sets. */
export type ModelChanges = Parameters<ReturnType<Db['entities']['model']['patch']>['set']>[0];
/** Attributes of a model a patch removes. */
export type ModelRemovals = Parameters<ReturnType<Db['entities']['model']['patch']>['remove']>[0];

/** All models of the client: one Query on the tenant partition. */
export async function listModelItems(clientId: number) {
  return allOf(getDb().entities.model.query.byClient({ clientId }));
}

/**
 * The attributes a process list shows or decides by (ProcessSummary: access, lock, release
 * state, review date). The list reads these alone: not the keys, the entity markers, `clientId`,
 * `version` or the S3 keys and editors of older versions, which the list never returns.
 */
const MODEL_LIST_ATTRIBUTES = [
  'uuid',
  'fileName',
  'folderId',
  'initiator',
  'creationDate',
  'sharedUsers',
  'currentEditor',
  'lockHeartbeatAt',
  'surveyCount',
  'characteristicId',
  'reviewDueAt',
  'releaseEnabled',
  'pendingRequestId',
  'xmlKey',
  'releasedXmlKey',
  'releaseVersion',
  'releasedAt',
  'lastDecision',
  'lastDecisionBy',
  'lastDecisionByName',
  'lastDecisionAt',
  'lastDecisionComment',
] as const satisfies readonly (keyof ModelItem)[];

/** A model as the process list reads it (MODEL_LIST_ATTRIBUTES). */
export type ModelListItem = Pick<ModelItem, (typeof MODEL_LIST_ATTRIBUTES)[number]>;

/**
 * A stored model as ElectroDB reads it, from the list's projection (an item the DocumentClient
 * has just read, so it is changed in place): every attribute of the model is stored under its
 * own name and read back unchanged, except the string set `sharedUsers`, which the DocumentClient
 * reads as a Set and ElectroDB answers as an array.
 */
function modelListItemOf(stored: Record<string, unknown>): ModelListItem {
  const item = stored as ModelListItem & { sharedUsers?: unknown };
  if (stored.sharedUsers instanceof Set) item.sharedUsers = [...(stored.sharedUsers as Set<string>)];
  return item;
}

/**
 * All models of the client as the process list needs them: the same Query as listModelItems,
 * reading only MODEL_LIST_ATTRIBUTES and skipping ElectroDB's per-item formatting. The partition
 * `T#<clientId>` holds under the sort key prefix `MODEL#` nothing but models.
 */
export async function listModelListItems(clientId: number): Promise<ModelListItem[]> {
  const stored = await projectedItems<Record<string, unknown>>(
    getDb().entities.model.query.byClient({ clientId }),
    MODEL_LIST_ATTRIBUTES,
  );
  return stored.map(modelListItemOf);
}

export async function loadModelItem(clientId: number, uuid: string) {
  return oneOf(getDb().entities.model.get({ clientId, uuid }));
}

/** A model as it is first stored. */
export interface NewModel {
  readonly clientId: number;
  readonly uuid: string;
  readonly fileName: string;
  readonly folderId: string;
  readonly initiator: string;
  readonly creationDate: string;
  readonly xmlKey: string;
  readonly version: number;
  readonly lastEditor: string;
  readonly lastEditedAt: string;
}

/** One saved version of a model (history entry). */
export interface HistoryRecord {
  readonly timestamp: string;
  readonly commitHash: string;
  readonly committer: string;
  readonly xmlKey: string;
}

/**
 * Creates a model with its first history entry and counts it in its folder, in one transaction
 * under the condition that the folder exists. False when the transaction was canceled.
 */
export async function createModelInFolder(model: NewModel, first: HistoryRecord): Promise<boolean> {
  const { clientId, uuid, folderId } = model;
  return committedWithFolderCounts(clientId, [[folderId, 1]], ({ history, model: models }) => [
    history.create({ clientId, uuid, ...first }).commit(),
    models.create(model).commit(),
  ]);
}

/** How a change moves a folder's model count: the folder id and +1 or -1. */
type FolderCount = readonly [folderId: string, delta: 1 | -1];

/**
 * Runs `writes` and changes the model counts of folders by `counts` in the same transaction, so
 * a folder's count follows every model created, moved or deleted. False when it was canceled.
 */
function committedWithFolderCounts(
  clientId: number,
  counts: readonly FolderCount[],
  writes: TransactionWrites,
): Promise<boolean> {
  return committed((entities) => [
    ...writes(entities),
    ...counts.map(([folderId, delta]) =>
      entities.folder.patch({ clientId, folderId }).add({ modelCount: delta }).commit(),
    ),
  ]);
}

/** Sets attributes of a model that exists: false when there is none (deleted meanwhile). */
export function patchModelIfExists(clientId: number, uuid: string, changes: ModelChanges): Promise<boolean> {
  return patchedIf('model', { clientId, uuid }, (model) => model.set(changes));
}

/**
 * Moves a model into `toFolderId` in one transaction: the model's folder changes only if it is
 * still `fromFolderId`, the target folder must exist and counts the model, the old folder (when
 * `countFrom`, i.e. it exists) counts it no more. False when the transaction was canceled.
 */
export async function moveModelToFolder(
  clientId: number,
  uuid: string,
  fromFolderId: string,
  toFolderId: string,
  countFrom: boolean,
): Promise<boolean> {
  const counts: FolderCount[] = countFrom
    ? [
        [toFolderId, 1],
        [fromFolderId, -1],
      ]
    : [[toFolderId, 1]];
  return committedWithFolderCounts(clientId, counts, ({ model }) => [
    model
      .patch({ clientId, uuid })
      .set({ folderId: toFolderId })
      .where((a, op) => op.eq(a.folderId, fromFolderId))
      .commit(),
  ]);
}

/**
 * Deletes the model and lowers its folder's count (when `countFolder`) together, under the
 * condition that the model is still in `folderId` (a parallel move changes both). False when the
 * transaction was canceled.
 */
export async function deleteModelFromFolder(
  clientId: number,
  uuid: string,
  folderId: string,
  countFolder: boolean,
): Promise<boolean> {
  return committedWithFolderCounts(clientId, countFolder ? [[folderId, -1]] : [], ({ model }) => [
    model
      .delete({ clientId, uuid })
      .where((a, op) => op.eq(a.folderId, folderId))
      .commit(),
  ]);
}

/**
 * Adds (or removes) one user of the model's share list; patch, not update: a model deleted
 * meanwhile must not come back as a fragment. The model afterwards, or undefined when it is gone.
 */
export async function changeModelSharedUser(
  clientId: number,
  uuid: string,
  userId: string,
  change: 'add' | 'delete',
): Promise<ModelItem | undefined> {
  const patch = getDb().entities.model.patch({ clientId, uuid });
  return patchedUnlessConditionFails(
    change === 'add' ? patch.add({ sharedUsers: [userId] }) : patch.delete({ sharedUsers: [userId] }),
  );
}

/**
 * Ends the edit lock (with the post-edit window when `withPostEdit`) only while `editor` holds
 * it; a lock that went meanwhile is nothing to end.
 */
export async function endModelLockOf(
  clientId: number,
  uuid: string,
  editor: string,
  withPostEdit = false,
): Promise<void> {
  await patchedIf('model', { clientId, uuid }, (model) =>
    model
      .remove([
        'currentEditor',
        'lockHeartbeatAt',
        ...(withPostEdit ? (['postEditor'] as const) : []),
        'lockShareLink',
      ])
      .where((a, op) => op.eq(a.currentEditor, editor)),
  );
}

/** Ends `postEditor`'s post-edit window after an approval, if it is still theirs. */
export async function endPostEditWindowOf(clientId: number, uuid: string, postEditor: string): Promise<void> {
  await patchedIf('model', { clientId, uuid }, (model) =>
    model.remove(['postEditor']).where((a, op) => op.eq(a.postEditor, postEditor)),
  );
}

/**
 * Takes the edit lock for `editor` when nobody holds it, the editor does, or the holder's
 * heartbeat is older than the lock's time to live. Through a share link (`viaShareLink`, its
 * SHA-256) the lock names the link and is taken only while the link exists (one transaction).
 * False when the lock is someone else's (or the link is gone).
 */
export async function takeModelLock(
  clientId: number,
  uuid: string,
  editor: string,
  now: number,
  viaShareLink?: string,
): Promise<boolean> {
  const db = getDb();
  if (viaShareLink) {
    const result = await db.transaction
      .write(({ model, shareLink }) => [
        model
          .patch({ clientId, uuid })
          .set({ currentEditor: editor, lockHeartbeatAt: now, lockShareLink: viaShareLink })
          .where(
            (a, op) =>
              `${op.notExists(a.currentEditor)} OR ${op.eq(a.currentEditor, editor)} OR ${op.lt(a.lockHeartbeatAt, now - EDIT_LOCK_TTL_MS)}`,
          )
          .commit(),
        shareLink
          .check({ tokenHash: viaShareLink })
          .where((a, op) => op.exists(a.tokenHash))
          .commit(),
      ])
      .go();
    return !result.canceled;
  }
  return patchedIf('model', { clientId, uuid }, (model) =>
    model
      .set({ currentEditor: editor, lockHeartbeatAt: now })
      .remove(['lockShareLink'])
      .where(
        (a, op) =>
          `${op.notExists(a.currentEditor)} OR ${op.eq(a.currentEditor, editor)} OR ${op.lt(a.lockHeartbeatAt, now - EDIT_LOCK_TTL_MS)}`,
      ),
  );
}

/** The models of `uuids` in the client (one batch read; unknown ones are left out). */
export async function loadModelItems(clientId: number, uuids: readonly string[]) {
  const { data } = await getDb()
    .entities.model.get(uuids.map((uuid) => ({ clientId, uuid })))
    .go();
  return data;
}

/**
 * Adds `delta` to the model's `surveyCount` in one atomic ADD, only while the model exists and,
 * for a decrease, the count is at least 1. False when the condition failed.
 */
export function addToModelSurveyCount(clientId: number, uuid: string, delta: 1 | -1): Promise<boolean> {
  return writtenIfConditionHolds(
    getDb()
      .entities.model.update({ clientId, uuid })
      .add({ surveyCount: delta })
      .where((a, op) =>
        delta > 0 ? op.exists(a.uuid) : `${op.exists(a.uuid)} AND ${op.gte(a.surveyCount, 1)}`,
      ),
  );
}
