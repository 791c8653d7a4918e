import * as z from 'zod/mini';
import { BPMN_MAX_BYTES, MODEL_MESSAGES, MODEL_NAME_MAX } from '../../processes/messages.js';
import type { ReleaseRequestState } from '../../processes/releaseMessages.js';
import type { ReleaseStateName } from '../../processes/releaseRules.js';
import { requiredText } from './fields.js';

/** POST /bpmn/{uuid}/editMode — start (true, also the heartbeat) or end (false) editing. */
export const editModeRequest = z.object({ editMode: z.boolean() });

export interface EditModeState {
  readonly currentEditor: string | null;
  /** Epoch ms when the lock expires without a heartbeat; null when unlocked. */
  readonly lockExpiresAt: number | null;
}

/** PUT /bpmn/{uuid} — the version the editor started from, for optimistic concurrency. */
export const saveModelRequest = z.object({
  // The byte limit (BPMN_MAX_BYTES) is checked with the XML; no string of more characters can pass it.
  diagramXML: z.string().check(z.minLength(1), z.maxLength(BPMN_MAX_BYTES)),
  version: z.number().check(z.int(), z.gte(1)),
  /** Saves and ends editing in one write (the page's last call when the tab closes or reloads). */
  endEditing: z.optional(z.boolean()),
});

export interface SaveModelResponse {
  readonly version: number;
  readonly commitHash: string;
}

/** POST /bpmn/{uuid}/link — link (or with null unlink) a subprocess element to another model. */
export const linkRequest = z.object({
  elementId: z.string().check(z.minLength(1), z.maxLength(200)),
  linkedUuid: z.nullable(z.string().check(z.uuid())),
});

export interface SubprocessLink {
  readonly elementId: string;
  readonly linkedUuid: string;
  readonly linkedFileName: string;
}

/** The newest decided release request: who decided what, when, and why. */
export interface ReleaseDecisionInfo {
  readonly requestState: ReleaseRequestState;
  readonly reviewer: string;
  readonly reviewerName: string;
  readonly comment: string | null;
  readonly decidedAt: string;
}

/** The release state of a model with release enabled, the same for every reader. */
export interface ReleaseInfo {
  readonly state: ReleaseStateName;
  /** 1, 2, 3 … counting approvals (switching release on counts as the first). */
  readonly version: number;
  /** The date of the last approval; null before the first. */
  readonly releasedAt: string | null;
  readonly lastDecision: ReleaseDecisionInfo | null;
}

/** A model as lists show it (no XML). */
export interface ProcessSummary {
  readonly uuid: string;
  readonly fileName: string;
  readonly folderId: string;
  readonly initiator: string;
  readonly isOwn: boolean;
  /** Shared with the caller explicitly or through its folder. */
  readonly isShared: boolean;
  readonly canEdit: boolean;
  readonly creationDate: string;
  readonly currentEditor: string | null;
  readonly surveyCount: number;
  /** The id of the linked process profile, or null. */
  readonly characteristic: string | null;
  /** Validity: the next review date (ISO), set on the model or 12 months after the last approval; null before any. */
  readonly reviewDueAt: string | null;
  /** GET /bpmn: ids of the process objects linked to the model's elements (list filters). */
  readonly connectedRessources?: readonly { readonly id: string }[];
  /** The release state; null while release is off. */
  readonly release: ReleaseInfo | null;
}

/** GET /bpmn/{uuid}/lastEditor: who saved the model last and when (the initiator and creation before any save). */
export interface ModelLastEdit {
  readonly lastEditor: string;
  readonly lastEditedAt: string;
}

/** GET /bpmn/{uuid} */
export interface ProcessModel extends ProcessSummary {
  readonly diagramXML: string;
  readonly version: number;
  readonly lastEditor: string | null;
  readonly releaseEnabled: boolean;
  /** A newer version waits for review. */
  readonly underReview: boolean;
  /**
   * The caller reads the released version read-only: release is on and the caller may not edit
   * under release (canIssueReleaseRequest), whether or not a request is open.
   */
  readonly showsReleasedVersion: boolean;
  /**
   * The caller's saves under release also change the released version: the post-edit window
   * right after 'Freigeben & Bearbeiten' (editAfterPublish), until editing ends.
   */
  readonly postEdit: boolean;
}

export const createModelQuery = z.object({ folderId: z.string().check(z.minLength(1), z.maxLength(64)) });
/** A model name: trimmed, required, at most MODEL_NAME_MAX characters (create, rename, import). */
export const modelName = requiredText(MODEL_NAME_MAX, {
  required: MODEL_MESSAGES.nameRequired,
  tooLong: MODEL_MESSAGES.nameTooLong,
});
export const renameModelRequest = z.object({ fileName: modelName });
export const transferModelRequest = z.object({
  initiator: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320)),
});
