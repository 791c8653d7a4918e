import type { Identity } from '../identity.js';

/** The release fields of a model record that decide what a caller opens. */
export interface ReleaseStateOfModel {
  readonly releaseEnabled?: boolean;
  readonly pendingRequestId?: string;
  readonly pendingReviewer?: string;
  readonly releasedXmlKey?: string;
}

/** A newer version waits for its reviewer's decision. */
export function isUnderReview(model: ReleaseStateOfModel): boolean {
  return model.releaseEnabled === true && model.pendingRequestId !== undefined;
}

/**
 * While a newer version is under review, users other than the owner and the reviewer open the last
 * released version, read-only (seed 000 §4 'Release workflow').
 */
export function showsReleasedVersion(caller: Identity, model: ReleaseStateOfModel, isOwn: boolean): boolean {
  return (
    isUnderReview(model) &&
    model.releasedXmlKey !== undefined &&
    !isOwn &&
    model.pendingReviewer !== caller.userId
  );
}

/** The content hash inside a version's S3 key `<client>/models/<uuid>/<hash>.bpmn`. */
export function hashOfXmlKey(xmlKey: string): string {
  return xmlKey.slice(xmlKey.lastIndexOf('/') + 1).replace(/\.bpmn$/, '');
}
