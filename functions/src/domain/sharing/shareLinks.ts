import { createHash, randomBytes } from 'node:crypto';
import {
  type EditModeState,
  effectiveEditor,
  nextReviewDate,
  type ProcessModel,
  parseShareAuth,
  RELEASE_MESSAGES,
  readsReleasedVersion,
  type SaveModelResponse,
  SHARE_LINK_MESSAGES,
  SHARE_LINK_TTL_DAYS,
  type ShareLinkState,
} from '@prozesspuls/shared';
import { loadModelItem } from '../../data/repositories/models.js';
import {
  createShareLinkRecords,
  deleteShareLink,
  endModelLockOfShareLink,
  loadModelShareLink,
  loadShareLink,
} from '../../data/repositories/sharing.js';
import { Gone, NotFound, PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';
import { saveModel, setEditMode } from '../modelling/editing.js';
import { diagramOf, visibleModel } from '../models/models.js';
import { releaseInfoOf } from '../release/releaseState.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SHARE_LINK_TTL_MS = SHARE_LINK_TTL_DAYS * DAY_MS;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function editableByCaller(caller: Identity, uuid: string) {
  const found = await visibleModel(caller, uuid);
  // canEdit (PROCESS_WRITE or ownership) controls sharing.
  if (!found.summary.canEdit) throw new PermissionDenied();
  return found;
}

function stateOf(
  clientId: number,
  pointer: { createdAt: string; expiresAt: number; token?: string | undefined } | undefined,
): ShareLinkState {
  return {
    exists: pointer !== undefined,
    token: pointer?.token ?? null,
    clientId,
    createdAt: pointer?.createdAt ?? null,
    expiresAt: pointer ? new Date(pointer.expiresAt).toISOString() : null,
  };
}

/** The model's link pointer for a caller who may edit the model: `live` until it expires, then `expired`. */
async function pointerForEditor(caller: Identity, uuid: string, now: number) {
  await editableByCaller(caller, uuid);
  const pointer = await loadModelShareLink(caller.clientId, uuid);
  return pointer && pointer.expiresAt > now ? { live: pointer } : { expired: pointer };
}

/** The model's share link as the share dialog shows it, with its token to copy (only for editors). */
export async function shareLinkState(
  caller: Identity,
  uuid: string,
  now = Date.now(),
): Promise<ShareLinkState> {
  const { live } = await pointerForEditor(caller, uuid, now);
  return stateOf(caller.clientId, live);
}

/**
 * Creates the model's share link once: 32 random bytes, found by their SHA-256
 * (the token itself only in the model's own pointer, for copying it again), valid 30 days. The pointer in the model's partition is created under
 * attribute_not_exists in the same transaction, so two dialogs creating at once get one link;
 * the loser (and any later call while the link lives) gets the existing link.
 * An expired link is replaced.
 */
export async function createShareLink(
  caller: Identity,
  uuid: string,
  now = Date.now(),
): Promise<ShareLinkState> {
  const { clientId } = caller;
  const { live, expired } = await pointerForEditor(caller, uuid, now);
  if (live) return stateOf(clientId, live);
  if (expired) await deleteShareLink(clientId, uuid, expired.tokenHash);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const record = {
    clientId,
    uuid,
    tokenHash,
    token,
    createdBy: caller.userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: now + SHARE_LINK_TTL_MS,
  };
  // The global lookup record keeps only the hash: a token is found by hashing it.
  const created = await createShareLinkRecords(record, Math.ceil((record.expiresAt + DAY_MS) / 1000));
  if (!created) {
    const winner = await loadModelShareLink(clientId, uuid);
    if (!winner) throw new NotFound();
    return stateOf(clientId, winner);
  }
  return stateOf(clientId, record);
}

/**
 * Revokes the model's share link; the link is dead at once (the share dialog), and so
 * is an edit lock taken through it: the model is free for others immediately and
 * the guest's next save is refused. The lock goes after the link, conditioned on still naming it;
 * a lock through the link is only taken while the link exists (setEditMode), so none can follow.
 */
export async function revokeShareLink(caller: Identity, uuid: string): Promise<ShareLinkState> {
  await editableByCaller(caller, uuid);
  const { clientId } = caller;
  const pointer = await loadModelShareLink(clientId, uuid);
  if (pointer) {
    await deleteShareLink(clientId, uuid, pointer.tokenHash).catch(() => undefined);
    await endModelLockOfShareLink(clientId, uuid, pointer.tokenHash);
  }
  return stateOf(clientId, undefined);
}

/**
 * Who acts through a share link: the signed-in user (of any client) inside the link's client, with
 * no role and no permission there. Only the share routes build it, and they only ever load the
 * link's own model; every other route keeps using the caller's own client.
 */
function sharedIdentity(caller: Identity, clientId: number): Identity {
  return { userId: caller.userId, clientId, roles: [], permissions: {}, isSuperuser: false };
}

/**
 * The model a share link opens: the path token and the `X-Share-Auth` header must name the same
 * token, the header the link's client and model; a revoked (deleted) link is a 404, an expired
 * one a 410, each with a German message.
 */
async function openLink(caller: Identity, pathToken: string, header: string | undefined, now: number) {
  const auth = parseShareAuth(header);
  if (!auth || auth.token !== pathToken) throw new NotFound(SHARE_LINK_MESSAGES.invalid);
  const link = await loadShareLink(hashOf(auth.token));
  if (!link || link.clientId !== auth.clientId || link.uuid !== auth.uuid) {
    throw new NotFound(SHARE_LINK_MESSAGES.invalid);
  }
  if (link.expiresAt <= now) throw new Gone(SHARE_LINK_MESSAGES.expired);
  const model = await loadModelItem(link.clientId, link.uuid);
  if (!model) throw new NotFound(SHARE_LINK_MESSAGES.invalid);
  return { identity: sharedIdentity(caller, link.clientId), model, tokenHash: link.tokenHash };
}

/**
 * Link access grants edit ability, under the normal lock and save rules; never with
 * release enabled: a guest is neither owner nor reviewer (canIssueReleaseRequest).
 */
const linkLoader = (model: Awaited<ReturnType<typeof openLink>>['model']) => async () => {
  if (model.releaseEnabled) throw new PermissionDenied(RELEASE_MESSAGES.linkCannotEditUnderRelease);
  return { model };
};

export async function modelByLink(
  caller: Identity,
  token: string,
  header: string | undefined,
  now = Date.now(),
): Promise<ProcessModel> {
  const { model } = await openLink(caller, token, header, now);
  // A guest never edits under release (canIssueReleaseRequest): they read the released version.
  const released = readsReleasedVersion(false, model);
  return {
    uuid: model.uuid,
    fileName: model.fileName,
    folderId: model.folderId,
    initiator: model.initiator,
    isOwn: false,
    isShared: true,
    canEdit: model.releaseEnabled !== true,
    creationDate: model.creationDate,
    currentEditor: effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now),
    surveyCount: model.surveyCount ?? 0,
    characteristic: null,
    release: releaseInfoOf(model),
    reviewDueAt: nextReviewDate(model.reviewDueAt, model.releasedAt ?? null),
    ...(await diagramOf(model, released)),
  };
}

export async function modelInformationByLink(
  caller: Identity,
  token: string,
  header: string | undefined,
  now = Date.now(),
) {
  const { model } = await openLink(caller, token, header, now);
  return {
    uuid: model.uuid,
    fileName: model.fileName,
    clientId: model.clientId,
    currentEditor: effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now),
    information: null,
    reviewRequests: [],
    releaseEnabled: model.releaseEnabled ?? false,
  };
}

export async function setEditModeByLink(
  caller: Identity,
  token: string,
  header: string | undefined,
  editMode: boolean,
  now = Date.now(),
): Promise<EditModeState> {
  const { identity, model, tokenHash } = await openLink(caller, token, header, now);
  // Ending editing stays possible, so a lock taken before release was switched on can be freed.
  const loader = editMode ? linkLoader(model) : async () => ({ model });
  return setEditMode(identity, model.uuid, editMode, now, loader, tokenHash);
}

export async function saveByLink(
  caller: Identity,
  token: string,
  header: string | undefined,
  save: { diagramXML: string; version: number; endEditing?: boolean | undefined },
  now = Date.now(),
): Promise<SaveModelResponse> {
  const { identity, model } = await openLink(caller, token, header, now);
  return saveModel(
    identity,
    model.uuid,
    save.diagramXML,
    save.version,
    now,
    save.endEditing === true,
    linkLoader(model),
  );
}
