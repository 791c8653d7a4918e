import * as z from 'zod/mini';
import { BPMN_MAX_BYTES } from '../../processes/messages.js';
import {
  RELEASE_COMMENT_MAX,
  RELEASE_MESSAGES,
  type ReleaseRequestState,
} from '../../processes/releaseMessages.js';

/** PUT /bpmn/{uuid}/releaseEnabled — the owner switches the release workflow on or off. */
export const releaseEnabledRequest = z.object({ releaseEnabled: z.boolean() });

/**
 * PUT /bpmn/{uuid}/reviewDueAt — the owner or reviewer sets the next review date ('YYYY-MM-DD';
 * null returns to the default, 12 months after the last approval). The day itself is checked by
 * reviewDateError in the domain, which knows today.
 */
export const reviewDueAtRequest = z.object({ reviewDueAt: z.nullable(z.string().check(z.maxLength(10))) });

/** POST /bpmn/release — send the diagram to a reviewer. */
export const releaseRequestBody = z.object({
  uuid: z.string().check(z.uuid()),
  reviewer: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.minLength(1, RELEASE_MESSAGES.fieldRequired), z.maxLength(320)),
  commitMsg: z
    .string()
    .check(z.trim(), z.minLength(1, RELEASE_MESSAGES.fieldRequired), z.maxLength(RELEASE_COMMENT_MAX)),
  diagramXML: z.string().check(z.minLength(1), z.maxLength(BPMN_MAX_BYTES)),
});

/** PUT /bpmn/release/{uuid} — interim save under release (the working version, not released). */
export const interimSaveRequest = z.object({
  diagramXML: z.string().check(z.minLength(1), z.maxLength(BPMN_MAX_BYTES)),
  version: z.number().check(z.int(), z.gte(1)),
});

/** POST /bpmn/release/review — the reviewer decides the newest request. */
export const reviewDecisionRequest = z.object({
  uuid: z.string().check(z.uuid()),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  requestState: z.enum(['ACCEPTED', 'REJECTED']),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(RELEASE_COMMENT_MAX))),
  /** 'Freigeben & Bearbeiten': the model opens directly in edit mode for the reviewer afterwards. */
  editAfterRelease: z.optional(z.boolean()),
});

/** `{uuid}` and `{id}` of GET /bpmn/release/{uuid}/review/{id}. */
export const reviewPath = z.object({
  uuid: z.string().check(z.uuid()),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** One release request; requestState is null while it waits for the decision. */
export interface ReleaseRequest {
  readonly id: string;
  readonly uuid: string;
  readonly requester: string;
  readonly requesterName: string;
  readonly reviewer: string;
  readonly reviewerName: string;
  readonly commitMsg: string;
  readonly commitHash: string;
  readonly requestState: ReleaseRequestState | null;
  readonly createdDate: string;
  readonly decidedAt: string | null;
  readonly decisionComment: string | null;
}

/** GET /bpmn/release/{uuid}/review/{id}: the requested diagram and the last released one (for the diff). */
export interface ReleaseReview extends ReleaseRequest {
  readonly diagramXML: string;
  readonly fileName: string;
  /** The last released version; null when nothing was released yet. */
  readonly releasedXML: string | null;
  readonly releasedHash: string | null;
  /** True when this is the newest request and the caller is its reviewer and it is undecided. */
  readonly canDecide: boolean;
}

export interface ReviewerCandidate {
  readonly userId: string;
  readonly name: string;
}

/** GET /bpmn/release/{uuid}/reviewer */
export interface ModelReviewer {
  /** The reviewer fixed by the release history (the newest request's), or null. */
  readonly reviewer: string | null;
  /** The select is locked to `reviewer` unless that reviewer is the caller. */
  readonly locked: boolean;
  /** Members who may review: PROCESS_WRITE on the model, the caller excluded. */
  readonly candidates: readonly ReviewerCandidate[];
}

/** GET /bpmn/release/reviewer: a model whose newest request waits for the caller's decision. */
export interface ReviewTask {
  readonly uuid: string;
  readonly fileName: string;
  readonly requestId: string;
  readonly requester: string;
  readonly requesterName: string;
  readonly createdDate: string;
}

/** POST /bpmn/release/review */
export interface ReviewDecision {
  readonly requestState: ReleaseRequestState;
  /** 'Freigeben & Bearbeiten': the reviewer holds the edit lock now. */
  readonly editMode: boolean;
}
