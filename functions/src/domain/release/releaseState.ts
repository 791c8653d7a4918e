import {
  canEditDiagram,
  type FolderAccessRecord,
  type ReleaseFields,
  type ReleaseInfo,
  readsReleasedVersion,
  releaseStateOf,
} from '@prozesspuls/shared';
import type { Identity } from '../identity.js';
import { subjectOf } from '../models/accessContext.js';

/** The release fields of a model record that decide what a caller opens and sees. */
export interface ReleaseStateOfModel extends ReleaseFields {
  readonly initiator: string;
  readonly folderId: string;
  readonly sharedUsers?: readonly string[] | undefined;
  readonly pendingReviewer?: string | undefined;
  readonly releaseVersion?: number | undefined;
  readonly releasedAt?: string | undefined;
  readonly lastDecisionBy?: string | undefined;
  readonly lastDecisionByName?: string | undefined;
  readonly lastDecisionAt?: string | undefined;
  readonly lastDecisionComment?: string | undefined;
  readonly postEditor?: string | undefined;
}

/** A newer version waits for its reviewer's decision. */
export function isUnderReview(model: ReleaseStateOfModel): boolean {
  return model.releaseEnabled === true && model.pendingRequestId !== undefined;
}

/** May the caller change the diagram (with release: canIssueReleaseRequest)? */
export function mayEditDiagram(
  caller: Identity,
  model: ReleaseStateOfModel,
  folder: FolderAccessRecord | undefined,
): boolean {
  return canEditDiagram(subjectOf(caller), { ...model, sharedUsers: model.sharedUsers ?? [] }, folder);
}

/**
 * With release enabled, everyone who may not edit under release reads the released version,
 * always, whether or not a request is open.
 */
export function showsReleasedVersion(
  caller: Identity,
  model: ReleaseStateOfModel,
  folder: FolderAccessRecord | undefined,
): boolean {
  return readsReleasedVersion(mayEditDiagram(caller, model, folder), model);
}

/** The S3 key of the version the caller reads: the released one or the working draft. */
export function xmlKeyFor(
  caller: Identity,
  model: ReleaseStateOfModel,
  folder: FolderAccessRecord | undefined,
): string {
  return showsReleasedVersion(caller, model, folder) && model.releasedXmlKey
    ? model.releasedXmlKey
    : model.xmlKey;
}

/** The release state every reader sees (null while release is off). */
export function releaseInfoOf(model: ReleaseStateOfModel): ReleaseInfo | null {
  if (model.releaseEnabled !== true) return null;
  const decision = model.lastDecision;
  return {
    state: releaseStateOf(model),
    version: model.releaseVersion ?? 1,
    releasedAt: model.releasedAt ?? null,
    lastDecision:
      (decision === 'ACCEPTED' || decision === 'REJECTED') && model.lastDecisionBy && model.lastDecisionAt
        ? {
            requestState: decision,
            reviewer: model.lastDecisionBy,
            reviewerName: model.lastDecisionByName ?? model.lastDecisionBy,
            comment: model.lastDecisionComment ?? null,
            decidedAt: model.lastDecisionAt,
          }
        : null,
  };
}

/** The content hash inside a version's S3 key `<client>/models/<uuid>/<hash>.bpmn`. */
export function hashOfXmlKey(xmlKey: string): string {
  return xmlKey.slice(xmlKey.lastIndexOf('/') + 1).replace(/\.bpmn$/, '');
}
