import { getDb } from '../db.js';
import type { HistoryRecord, ModelChanges, ModelRemovals } from './models.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf } from './reads.js';
import { committed } from './transactions.js';

/** The newest decision as the requester sees it; a new request or a new start clears it. */
const LAST_DECISION = [
  'lastDecision',
  'lastDecisionBy',
  'lastDecisionByName',
  'lastDecisionAt',
  'lastDecisionComment',
] as const;

/** One release request of a model. */
export type ReleaseRequestItem = NonNullable<Awaited<ReturnType<typeof loadReleaseRequest>>>;

export async function loadReleaseRequest(clientId: number, uuid: string, id: string) {
  return oneOf(getDb().entities.releaseRequest.get({ clientId, uuid, id }));
}

/** The model's release requests (one Query of the model's partition). */
export async function listReleaseRequests(clientId: number, uuid: string) {
  return allOf(getDb().entities.releaseRequest.query.byModel({ clientId, uuid }));
}

/** The reviewer's review tasks (one Query of the reviewer index). */
export async function reviewTasksOfReviewer(clientId: number, reviewer: string) {
  return allOf(getDb().entities.reviewTask.query.byReviewer({ clientId, reviewer }));
}

/** What switching release on stores: the released version, its content and the new release number. */
export interface ReleaseStart {
  readonly releasedContentKey: string;
  readonly releasedXmlKey: string;
  readonly releasedHash: string;
  readonly releaseVersion: number;
  readonly releasedAt: string;
}

/**
 * Switches release on, conditioned on the version read (a parallel save cannot slip an unreviewed
 * diagram into the released version); clears the last decision. False when the condition failed.
 */
export function enableRelease(
  clientId: number,
  uuid: string,
  expectedVersion: number,
  start: ReleaseStart,
): Promise<boolean> {
  return patchedIf('model', { clientId, uuid }, (model) =>
    model
      .set({ releaseEnabled: true, ...start })
      .remove([...LAST_DECISION])
      .where((a, op) => op.eq(a.version, expectedVersion)),
  );
}

/** Switches release off, dropping the waiting request and the pending reviewer's task. */
export async function disableRelease(
  clientId: number,
  uuid: string,
  pendingReviewer: string | undefined,
): Promise<void> {
  const db = getDb();
  await db.entities.model
    .patch({ clientId, uuid })
    .set({ releaseEnabled: false })
    .remove(['pendingRequestId', 'pendingReviewer', 'postEditor'])
    .go();
  if (pendingReviewer)
    await db.entities.reviewTask.delete({ clientId, reviewer: pendingReviewer, uuid }).go();
}

/** A release request as it is first stored. */
export interface NewReleaseRequest {
  readonly id: string;
  readonly requester: string;
  readonly reviewer: string;
  readonly commitMsg: string;
  readonly commitHash: string;
  readonly xmlKey: string;
  readonly createdDate: string;
}

/**
 * Stores a release request in one transaction with the reviewer's task, the new working version
 * (also a history entry) and the model's pointer to the newest request, conditioned on the version
 * read and release being on. Sending ends editing (and a post-edit window). A replaced request of
 * another reviewer (`replacedReviewer`) leaves that reviewer's list. False when canceled.
 */
export async function createReleaseRequestRecord(
  clientId: number,
  uuid: string,
  expectedVersion: number,
  request: NewReleaseRequest,
  replacedReviewer: string | undefined,
): Promise<boolean> {
  const { id, requester, reviewer, xmlKey, createdDate, commitHash } = request;
  const entry: HistoryRecord = { timestamp: createdDate, commitHash, committer: requester, xmlKey };
  return committed(({ model, history, releaseRequest, reviewTask }) => [
    model
      .patch({ clientId, uuid })
      .set({
        xmlKey,
        lastEditor: requester,
        lastEditedAt: createdDate,
        pendingRequestId: id,
        pendingReviewer: reviewer,
        releaseReviewer: reviewer,
      })
      .remove(['currentEditor', 'lockHeartbeatAt', 'postEditor', ...LAST_DECISION])
      .add({ version: 1 })
      .where((a, op) => `${op.eq(a.version, expectedVersion)} AND ${op.eq(a.releaseEnabled, true)}`)
      .commit(),
    history.create({ clientId, uuid, ...entry }).commit(),
    releaseRequest.create({ clientId, uuid, ...request }).commit(),
    reviewTask.put({ clientId, reviewer, uuid, requestId: id, requester, createdDate }).commit(),
    ...(replacedReviewer && replacedReviewer !== reviewer
      ? [reviewTask.delete({ clientId, reviewer: replacedReviewer, uuid }).commit()]
      : []),
  ]);
}

/** The requester's notification of a decision (see domain/notifications). */
export interface DecisionNotificationRecord {
  readonly clientId: number;
  readonly userId: string;
  readonly notificationId: string;
  readonly kind: string;
  readonly uuid: string;
  readonly fileName: string;
  readonly reviewer: string;
  readonly reviewerName: string;
  readonly createdAt: string;
  readonly comment?: string;
}

/** A reviewer's decision on the newest request. */
export interface ReleaseDecisionRecord {
  readonly id: string;
  readonly reviewer: string;
  readonly requestState: 'ACCEPTED' | 'REJECTED';
  readonly decidedAt: string;
  readonly comment: string | undefined;
  /** The model's attributes the decision sets (the last decision, on approval the released version). */
  readonly modelChanges: ModelChanges;
  /** The model's attributes the decision removes. */
  readonly modelRemovals: ModelRemovals;
  readonly notice: DecisionNotificationRecord;
}

/**
 * Stores a decision in one transaction: the requester's notification, the request (still
 * undecided), the model (the request still its newest, release still on) and the end of the
 * reviewer's task. Of two racing decisions one wins: false when the transaction was canceled.
 */
export async function decideReleaseRequest(
  clientId: number,
  uuid: string,
  decision: ReleaseDecisionRecord,
): Promise<boolean> {
  const { id, reviewer, requestState, decidedAt, comment, notice, modelChanges, modelRemovals } = decision;
  return committed(({ model, releaseRequest, reviewTask, notification }) => [
    notification.create(notice).commit(),
    releaseRequest
      .patch({ clientId, uuid, id })
      .set({ requestState, decidedAt, ...(comment ? { decisionComment: comment } : {}) })
      .where((a, op) => op.notExists(a.requestState))
      .commit(),
    model
      .patch({ clientId, uuid })
      .set(modelChanges)
      .remove(modelRemovals)
      .where((a, op) => `${op.eq(a.pendingRequestId, id)} AND ${op.eq(a.releaseEnabled, true)}`)
      .commit(),
    reviewTask.delete({ clientId, reviewer, uuid }).commit(),
  ]);
}

/**
 * Opens the post-edit window for `editor` while they hold the lock and the draft is the version
 * just released (`xmlKey`); otherwise nothing changes.
 */
export async function openPostEditWindow(
  clientId: number,
  uuid: string,
  editor: string,
  xmlKey: string,
): Promise<void> {
  await patchedIf('model', { clientId, uuid }, (model) =>
    model
      .set({ postEditor: editor })
      .where(
        (a, op) =>
          `${op.eq(a.currentEditor, editor)} AND ${op.eq(a.xmlKey, xmlKey)} AND ${op.eq(a.releasedXmlKey, xmlKey)}`,
      ),
  );
}

/**
 * Sets (a date) or removes (null) the model's review date while `initiator` is still its owner and,
 * for the reviewer under release (`underRelease`), release is still on. False when the condition failed.
 */
export function setModelReviewDueAt(
  clientId: number,
  uuid: string,
  reviewDueAt: string | null,
  initiator: string,
  underRelease: boolean,
): Promise<boolean> {
  return patchedIf('model', { clientId, uuid }, (model) =>
    (reviewDueAt === null ? model.remove(['reviewDueAt']) : model.set({ reviewDueAt })).where((a, op) =>
      underRelease
        ? `${op.eq(a.initiator, initiator)} AND ${op.eq(a.releaseEnabled, true)}`
        : op.eq(a.initiator, initiator),
    ),
  );
}
