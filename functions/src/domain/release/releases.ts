import { randomUUID } from 'node:crypto';
import {
  canEditModel,
  EDIT_LOCK_TEXTS,
  effectiveEditor,
  MODEL_MESSAGES,
  type ModelReviewer,
  RELEASE_MESSAGES,
  type ReleaseRequest,
  type ReleaseRequestState,
  type ReleaseReview,
  type ReviewDecision,
  type ReviewerCandidate,
  type ReviewTask,
  type SaveModelResponse,
} from '@prozesspuls/shared';
import { sendMail } from '../../adapters/mail.js';
import { getModelXml, putModelXml } from '../../adapters/modelStorage.js';
import { setting } from '../../config/env.js';
import { loadMembership, membershipsOfClient } from '../../data/repositories/memberships.js';
import { loadModelItems } from '../../data/repositories/models.js';
import {
  createReleaseRequestRecord,
  decideReleaseRequest,
  disableRelease,
  enableRelease,
  listReleaseRequests,
  loadReleaseRequest,
  openPostEditWindow,
  type ReleaseRequestItem,
  reviewTasksOfReviewer,
} from '../../data/repositories/release.js';
import { rolesOfClient } from '../../data/repositories/rolePermissions.js';
import { snapshotContent } from '../elementContent/releasedContent.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import { type Identity, identityOf, loadRoles } from '../identity.js';
import { displayName, displayNames, saveModel, setEditMode } from '../modelling/editing.js';
import { subjectOf } from '../models/accessContext.js';
import { releaseRefusalOf } from '../models/modelChecks.js';
import { visibleModel } from '../models/models.js';
import { checkBpmnXml } from '../models/validateBpmn.js';
import { decisionNotificationItem } from '../notifications/notifications.js';
import { reviewDecidedMail, reviewRequestedMail } from './mails.js';
import { hashOfXmlKey, mayEditDiagram } from './releaseState.js';

type Found = Awaited<ReturnType<typeof visibleModel>>;

const reviewLink = (uuid: string) => `${setting('appUrl')}/modelReview/${uuid}`;
const modelLink = (uuid: string) => `${setting('appUrl')}/modelEdit/${uuid}`;

function accessOf(model: Found['model']) {
  return { initiator: model.initiator, folderId: model.folderId, sharedUsers: model.sharedUsers ?? [] };
}

/**
 * The owner switches the release workflow. Until then everyone read the current version, so the
 * version at switching on counts as released (the next release version, dated now); switching on
 * twice changes nothing. The write is conditioned on the version read, so a save racing the switch
 * cannot slip an unreviewed diagram into the released version.
 */
export async function setReleaseEnabled(
  caller: Identity,
  uuid: string,
  enabled: boolean,
  now = Date.now(),
): Promise<void> {
  const { model, summary } = await visibleModel(caller, uuid);
  if (!summary.isOwn) throw new PermissionDenied(MODEL_MESSAGES.onlyOwner);
  if (enabled) {
    if (model.releaseEnabled) return;
    // The content at switching on is released with the diagram.
    const releasedContentKey = await snapshotContent(caller.clientId, uuid);
    const enabledNow = await enableRelease(caller.clientId, uuid, model.version, {
      releasedContentKey,
      releasedXmlKey: model.xmlKey,
      releasedHash: hashOfXmlKey(model.xmlKey),
      releaseVersion: (model.releaseVersion ?? 0) + 1,
      releasedAt: new Date(now).toISOString(),
    });
    if (!enabledNow) throw new Conflict(RELEASE_MESSAGES.changedMeanwhile);
    return;
  }
  // Switching off drops the waiting request: nobody can decide it any more.
  await disableRelease(caller.clientId, uuid, model.pendingReviewer);
}

/** Members of the client who may review the model: PROCESS_WRITE on it. */
async function reviewerCandidates(caller: Identity, found: Found): Promise<ReviewerCandidate[]> {
  const { clientId } = caller;
  const [members, roles] = await Promise.all([membershipsOfClient(clientId), rolesOfClient(clientId)]);
  const roleRecords = new Map(
    roles.map((r) => [
      r.roleId,
      {
        roleId: r.roleId,
        roleTitle: r.roleTitle,
        permissions: (r.permissions ?? {}) as Record<string, boolean>,
      },
    ]),
  );
  const allowed = members.filter((m) => {
    const memberRoles = m.roleIds.flatMap((id) => {
      const role = id ? roleRecords.get(id) : undefined;
      return role ? [role] : [];
    });
    const subject = subjectOf(identityOf(m.userId, clientId, memberRoles));
    return canEditModel(subject, accessOf(found.model), found.folder);
  });
  const names = await displayNames(allowed.map((m) => m.userId));
  return allowed
    .map((m) => ({ userId: m.userId, name: names.get(m.userId) ?? m.userId }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

async function mayReview(caller: Identity, found: Found, reviewer: string): Promise<boolean> {
  const membership = await loadMembership(caller.clientId, reviewer);
  if (!membership) return false;
  const roles = await loadRoles(
    caller.clientId,
    membership.roleIds.filter((id): id is string => Boolean(id)),
  );
  return canEditModel(
    subjectOf(identityOf(reviewer, caller.clientId, roles)),
    accessOf(found.model),
    found.folder,
  );
}

export async function modelReviewer(caller: Identity, uuid: string): Promise<ModelReviewer> {
  const found = await visibleModel(caller, uuid);
  const reviewer = found.model.releaseReviewer ?? null;
  const candidates = (await reviewerCandidates(caller, found)).filter((c) => c.userId !== caller.userId);
  return { reviewer, locked: reviewer !== null && reviewer !== caller.userId, candidates };
}

/**
 * Sends the diagram to a reviewer. The request, the reviewer's task, the new working version (also a
 * history entry) and the model's pointer to the newest request are one transaction, conditioned on
 * the version read, so a parallel save or request makes this one a 409 and nothing is written.
 */
export async function createReleaseRequest(
  caller: Identity,
  request: { uuid: string; reviewer: string; commitMsg: string; diagramXML: string },
  now = Date.now(),
): Promise<ReleaseRequest> {
  const { uuid, reviewer, commitMsg } = request;
  const found = await visibleModel(caller, uuid);
  const { model } = found;
  if (!model.releaseEnabled) throw new RuleViolation(RELEASE_MESSAGES.notEnabled);
  if (!found.summary.canEdit) throw new PermissionDenied();
  // canIssueReleaseRequest: the owner and the fixed reviewer only.
  if (!mayEditDiagram(caller, model, found.folder))
    throw new PermissionDenied(RELEASE_MESSAGES.onlyReleaseEditors);
  const editor = effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now);
  if (editor && editor !== caller.userId)
    throw new Conflict(EDIT_LOCK_TEXTS.lockedText(await displayName(editor)));
  if (reviewer === caller.userId) throw new RuleViolation(RELEASE_MESSAGES.reviewerNotSelf);
  const fixed = model.releaseReviewer;
  if (fixed && fixed !== caller.userId && fixed !== reviewer)
    throw new RuleViolation(RELEASE_MESSAGES.reviewerFixed);
  if (!(await mayReview(caller, found, reviewer)))
    throw new RuleViolation(RELEASE_MESSAGES.reviewerCannotReview);
  const check = await checkBpmnXml(request.diagramXML);
  if (!check.ok)
    throw new RuleViolation(
      check.reason === 'too large' ? MODEL_MESSAGES.tooLarge : MODEL_MESSAGES.invalidBpmn,
    );
  // A model with errors in the model checks is not fit for review; the modeller checks first, the
  // server again, so a request past the UI is refused just the same.
  const refusal = await releaseRefusalOf(request.diagramXML);
  if (refusal) throw new RuleViolation(refusal);

  const { key, hash } = await putModelXml(caller.clientId, uuid, request.diagramXML);
  const { clientId } = caller;
  const id = randomUUID();
  const createdDate = new Date(now).toISOString();
  // Sending ends editing (and a post-edit window): the version now waits for its reviewer.
  const created = await createReleaseRequestRecord(
    clientId,
    uuid,
    model.version,
    { id, requester: caller.userId, reviewer, commitMsg, commitHash: hash, xmlKey: key, createdDate },
    model.pendingReviewer,
  );
  if (!created) throw new Conflict(RELEASE_MESSAGES.changedMeanwhile);

  const names = await displayNames([caller.userId, reviewer]);
  const requesterName = names.get(caller.userId) ?? caller.userId;
  await sendMail(
    reviewRequestedMail({
      to: reviewer,
      requesterName,
      fileName: model.fileName,
      commitMsg,
      link: reviewLink(uuid),
    }),
  );
  return {
    id,
    uuid,
    requester: caller.userId,
    requesterName,
    reviewer,
    reviewerName: names.get(reviewer) ?? reviewer,
    commitMsg,
    commitHash: hash,
    requestState: null,
    createdDate,
    decidedAt: null,
    decisionComment: null,
  };
}

/** Interim save under release: a new working version; the released one stays as it is. */
export async function interimSave(
  caller: Identity,
  uuid: string,
  xml: string,
  version: number,
): Promise<SaveModelResponse> {
  const { model } = await visibleModel(caller, uuid);
  if (!model.releaseEnabled) throw new RuleViolation(RELEASE_MESSAGES.notEnabled);
  return saveModel(caller, uuid, xml, version);
}

function viewOf(item: ReleaseRequestItem, names: Map<string, string>): ReleaseRequest {
  return {
    id: item.id,
    uuid: item.uuid,
    requester: item.requester,
    requesterName: names.get(item.requester) ?? item.requester,
    reviewer: item.reviewer,
    reviewerName: names.get(item.reviewer) ?? item.reviewer,
    commitMsg: item.commitMsg,
    commitHash: item.commitHash,
    requestState: item.requestState ?? null,
    createdDate: item.createdDate,
    decidedAt: item.decidedAt ?? null,
    decisionComment: item.decisionComment ?? null,
  };
}

/** The model's release requests, newest first (one Query of the model's partition). */
export async function releaseRequestsOf(caller: Identity, uuid: string): Promise<ReleaseRequest[]> {
  await visibleModel(caller, uuid);
  const data = await listReleaseRequests(caller.clientId, uuid);
  const names = await displayNames(data.flatMap((r) => [r.requester, r.reviewer]));
  return data.map((r) => viewOf(r, names)).sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

async function requestItem(clientId: number, uuid: string, id: string): Promise<ReleaseRequestItem> {
  const request = await loadReleaseRequest(clientId, uuid, id);
  if (!request) throw new NotFound();
  return request;
}

/** One request with its diagram and the last released one; a waiting version only for those involved. */
export async function releaseReview(caller: Identity, uuid: string, id: string): Promise<ReleaseReview> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  const item = await requestItem(caller.clientId, uuid, id);
  const involved = summary.isOwn || item.reviewer === caller.userId || item.requester === caller.userId;
  if (!item.requestState && !involved) throw new PermissionDenied(RELEASE_MESSAGES.underReview);
  // A rejected version was never released: readers of the released version do not get it.
  if (item.requestState === 'REJECTED' && !involved && !mayEditDiagram(caller, model, folder))
    throw new PermissionDenied(RELEASE_MESSAGES.onlyReleaseEditors);
  const names = await displayNames([item.requester, item.reviewer]);
  const [diagramXML, releasedXML] = await Promise.all([
    getModelXml(item.xmlKey),
    model.releasedXmlKey ? getModelXml(model.releasedXmlKey) : Promise.resolve(null),
  ]);
  return {
    ...viewOf(item, names),
    diagramXML,
    fileName: model.fileName,
    releasedXML,
    releasedHash: model.releasedHash ?? null,
    canDecide: !item.requestState && item.reviewer === caller.userId && model.pendingRequestId === id,
  };
}

/** The caller's open reviews (one Query of the reviewer index; replaced or vanished ones left out). */
export async function reviewTasksOf(caller: Identity): Promise<ReviewTask[]> {
  const { clientId } = caller;
  const tasks = await reviewTasksOfReviewer(clientId, caller.userId);
  if (tasks.length === 0) return [];
  const models = await loadModelItems(
    clientId,
    tasks.map((t) => t.uuid),
  );
  const byUuid = new Map(models.map((m) => [m.uuid, m]));
  const open = tasks.filter((t) => byUuid.get(t.uuid)?.pendingRequestId === t.requestId);
  const names = await displayNames(open.map((t) => t.requester));
  return open
    .map((t) => ({
      uuid: t.uuid,
      fileName: byUuid.get(t.uuid)?.fileName ?? '',
      requestId: t.requestId,
      requester: t.requester,
      requesterName: names.get(t.requester) ?? t.requester,
      createdDate: t.createdDate,
    }))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

/**
 * The reviewer decides the newest request. One transaction, conditioned on the request still being
 * undecided and still the model's newest: of two racing decisions one wins, the other is a 409 and
 * writes nothing. Accepting makes the requested version the released one. The same transaction
 * stores the requester's notification of the decision.
 */
export async function decideRelease(
  caller: Identity,
  decision: {
    uuid: string;
    id: string;
    requestState: ReleaseRequestState;
    comment?: string;
    editAfterRelease?: boolean;
  },
  now = Date.now(),
): Promise<ReviewDecision> {
  const { uuid, id, requestState } = decision;
  const { clientId } = caller;
  const { model } = await visibleModel(caller, uuid);
  const item = await requestItem(clientId, uuid, id);
  if (item.reviewer !== caller.userId) throw new PermissionDenied(RELEASE_MESSAGES.onlyReviewer);
  if (item.requestState) throw new Conflict(RELEASE_MESSAGES.alreadyDecided);
  if (model.pendingRequestId !== id) throw new PermissionDenied(RELEASE_MESSAGES.notNewest);
  const accepted = requestState === 'ACCEPTED';
  const comment = decision.comment?.trim() || undefined;
  // A rejection says why, so the requester knows what to fix.
  if (!accepted && !comment) throw new RuleViolation(RELEASE_MESSAGES.rejectReasonRequired);
  const decidedAt = new Date(now).toISOString();
  const reviewerName = await displayName(caller.userId);
  // Readers see the descriptions and numbers approved with the diagram, as they are now.
  const releasedContentKey = accepted ? await snapshotContent(clientId, uuid) : undefined;
  const decided = {
    lastDecision: requestState,
    lastDecisionBy: caller.userId,
    lastDecisionByName: reviewerName,
    lastDecisionAt: decidedAt,
    ...(comment ? { lastDecisionComment: comment } : {}),
  };
  // An approval without comment must not keep the comment of an earlier decision.
  const cleared = comment
    ? (['pendingRequestId', 'pendingReviewer'] as const)
    : (['pendingRequestId', 'pendingReviewer', 'lastDecisionComment'] as const);
  // The requester's notification belongs to the decision: same transaction, so a
  // decision is never without it and a lost race writes neither.
  const notice = decisionNotificationItem({
    clientId,
    requester: item.requester,
    accepted,
    uuid,
    fileName: model.fileName,
    reviewer: caller.userId,
    reviewerName,
    comment,
    decidedAt,
    now,
  });
  // The only write of the released version besides the post-edit window: the reviewer of the
  // newest request approves it; the release version counts up with each approval, and a new
  // validity period starts (the review date falls back to 12 months after the approval).
  const written = await decideReleaseRequest(clientId, uuid, {
    id,
    reviewer: caller.userId,
    requestState,
    decidedAt,
    comment,
    modelChanges: accepted
      ? {
          ...decided,
          releasedXmlKey: item.xmlKey,
          releasedHash: item.commitHash,
          ...(releasedContentKey ? { releasedContentKey } : {}),
          releasedAt: decidedAt,
          releaseVersion: (model.releaseVersion ?? 1) + 1,
        }
      : decided,
    modelRemovals: accepted ? [...cleared, 'reviewDueAt'] : [...cleared],
    notice,
  });
  if (!written) {
    const current = await requestItem(clientId, uuid, id);
    throw new Conflict(current.requestState ? RELEASE_MESSAGES.alreadyDecided : RELEASE_MESSAGES.notNewest);
  }

  let editMode = false;
  // 'Freigeben & Bearbeiten': the reviewer takes the edit lock unless someone else holds it, and
  // while the draft is the version just released, the post-edit window opens: the reviewer's saves
  // change the released version until editing ends (editAfterPublish).
  if (accepted && decision.editAfterRelease && model.xmlKey === item.xmlKey) {
    editMode = await setEditMode(caller, uuid, true, now).then(
      () => true,
      () => false,
    );
    if (editMode) {
      await openPostEditWindow(clientId, uuid, caller.userId, item.xmlKey);
    }
  }
  await sendMail(
    reviewDecidedMail({
      to: item.requester,
      reviewerName,
      fileName: model.fileName,
      accepted,
      comment: comment ?? null,
      link: modelLink(uuid),
    }),
  );
  return { requestState, editMode };
}
