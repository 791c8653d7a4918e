/**
 * The release workflow's rules. With release enabled a
 * model has two versions: the released one, which everyone without edit rights under release reads,
 * and the working draft, which saves and interim saves change. Pure, so server and SPA decide alike.
 */
import {
  type AccessSubject,
  canEditModel,
  type FolderAccessRecord,
  isOwner,
  type ModelAccessRecord,
} from './access.js';

/** The release fields of a model that decide who edits and what is read. */
export interface ReleaseFields {
  readonly releaseEnabled?: boolean | undefined;
  /** The reviewer fixed by the release history (the newest request's reviewer). */
  readonly releaseReviewer?: string | undefined;
  readonly pendingRequestId?: string | undefined;
  /** S3 keys are content-addressed: equal keys mean equal diagrams. */
  readonly xmlKey: string;
  readonly releasedXmlKey?: string | undefined;
  readonly lastDecision?: string | undefined;
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * canIssueReleaseRequest: who may edit under release and send the draft for review.
 * Edit rights on the model are not enough: only the owner and the reviewer fixed by the release
 * history work on the draft; a colleague with write rights through the folder or a share reads the
 * released version like everyone else (the stricter reading).
 */
export function canIssueReleaseRequest(
  subject: AccessSubject,
  model: ModelAccessRecord & Pick<ReleaseFields, 'releaseReviewer'>,
  folder: FolderAccessRecord | undefined,
): boolean {
  if (!canEditModel(subject, model, folder)) return false;
  return isOwner(subject, model) || same(model.releaseReviewer, subject.userId);
}

/**
 * May the subject change the model's diagram at all? Without release: edit rights. With release:
 * only those allowed by canIssueReleaseRequest.
 */
export function canEditDiagram(
  subject: AccessSubject,
  model: ModelAccessRecord & ReleaseFields,
  folder: FolderAccessRecord | undefined,
): boolean {
  return model.releaseEnabled === true
    ? canIssueReleaseRequest(subject, model, folder)
    : canEditModel(subject, model, folder);
}

/**
 * With release enabled, everyone who may not edit under release reads the released version, always,
 * whether or not a request is open. Without a released version there is nothing else
 * to show, so the draft is read.
 */
export function readsReleasedVersion(mayEditDiagram: boolean, model: ReleaseFields): boolean {
  return model.releaseEnabled === true && model.releasedXmlKey !== undefined && !mayEditDiagram;
}

/** The S3 key of the diagram a reader gets. */
export function shownXmlKey(mayEditDiagram: boolean, model: ReleaseFields): string {
  return readsReleasedVersion(mayEditDiagram, model) && model.releasedXmlKey !== undefined
    ? model.releasedXmlKey
    : model.xmlKey;
}

export type ReleaseStateName = 'DRAFT' | 'IN_REVIEW' | 'RELEASED' | 'REJECTED';

export const RELEASE_STATE_LABELS: Readonly<Record<ReleaseStateName, string>> = {
  DRAFT: 'Entwurf',
  IN_REVIEW: 'In Prüfung',
  RELEASED: 'Freigegeben',
  REJECTED: 'Abgelehnt',
};

/**
 * The visible state of a release-enabled model: a waiting request is 'In Prüfung'; a rejection
 * stays visible until the next request; otherwise the draft either equals the released version
 * ('Freigegeben') or holds unreleased changes ('Entwurf').
 */
export function releaseStateOf(model: ReleaseFields): ReleaseStateName {
  if (model.pendingRequestId !== undefined) return 'IN_REVIEW';
  if (model.lastDecision === 'REJECTED') return 'REJECTED';
  if (model.releasedXmlKey !== undefined && model.releasedXmlKey === model.xmlKey) return 'RELEASED';
  return 'DRAFT';
}
