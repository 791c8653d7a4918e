import { EDIT_LOCK_TTL_MS } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import type { HistoryRecord } from './models.js';
import { allOf } from './reads.js';
import { committed } from './transactions.js';

/** The model's saved versions, newest first. */
export async function listHistory(clientId: number, uuid: string) {
  return allOf(getDb().entities.history.query.byModel({ clientId, uuid }), { order: 'desc' });
}

/** What one save changes on the model besides its version. */
export interface SavedVersion {
  readonly editor: string;
  readonly expectedVersion: number;
  readonly now: number;
  /** Also frees the lock (and the post-edit window) in the same write. */
  readonly endEditing: boolean;
  /** The release state the editor was let in by; release switched meanwhile refuses the save. */
  readonly releaseEnabled: boolean;
  /** In the post-edit window after an approval: still the editor's window. */
  readonly postEdit: boolean;
  readonly changes: {
    xmlKey: string;
    lastEditor: string;
    lastEditedAt: string;
    releasedXmlKey?: string;
    releasedHash?: string;
    releasedContentKey?: string;
  };
  readonly entry: HistoryRecord;
}

/**
 * Saves a new version in one transaction: the model moves from `expectedVersion` to the next
 * while the editor holds a live lock, and the history entry is written. False when the
 * transaction was canceled (stale version, lost lock or release switched).
 */
export async function commitModelVersion(
  clientId: number,
  uuid: string,
  save: SavedVersion,
): Promise<boolean> {
  const { editor, expectedVersion, now, endEditing, releaseEnabled, postEdit, changes, entry } = save;
  return committed(({ model: models, history }) => {
    const patch = (
      endEditing
        ? models
            .patch({ clientId, uuid })
            .set(changes)
            .remove(['currentEditor', 'lockHeartbeatAt', 'postEditor', 'lockShareLink'])
        : models.patch({ clientId, uuid }).set({ ...changes, lockHeartbeatAt: now })
    )
      .add({ version: 1 })
      .where(
        (a, op) =>
          `${op.eq(a.version, expectedVersion)} AND ${op.eq(a.currentEditor, editor)} AND ${op.gte(a.lockHeartbeatAt, now - EDIT_LOCK_TTL_MS)}`,
      )
      .where((a, op) =>
        releaseEnabled
          ? op.eq(a.releaseEnabled, true)
          : `(${op.notExists(a.releaseEnabled)} OR ${op.eq(a.releaseEnabled, false)})`,
      );
    return [
      (postEdit ? patch.where((a, op) => op.eq(a.postEditor, editor)) : patch).commit(),
      history.create({ clientId, uuid, ...entry }).commit(),
    ];
  });
}

/**
 * Takes over an old version as the newest one in one transaction, from `expectedVersion` and
 * while nobody else holds a live lock. False when the transaction was canceled.
 */
export async function restoreModelVersion(
  clientId: number,
  uuid: string,
  expectedVersion: number,
  now: number,
  entry: HistoryRecord,
): Promise<boolean> {
  const editor = entry.committer;
  return committed(({ model, history }) => [
    model
      .patch({ clientId, uuid })
      .set({ xmlKey: entry.xmlKey, lastEditor: editor, lastEditedAt: entry.timestamp })
      .add({ version: 1 })
      .where(
        (a, op) =>
          `${op.eq(a.version, expectedVersion)} AND (${op.notExists(a.currentEditor)} OR ${op.eq(a.currentEditor, editor)} OR ${op.lt(a.lockHeartbeatAt, now - EDIT_LOCK_TTL_MS)})`,
      )
      .commit(),
    history.create({ clientId, uuid, ...entry }).commit(),
  ]);
}
