import * as z from 'zod/mini';
import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  ELEMENT_CONTENT_MESSAGES,
} from '../../elementContent/messages.js';
import { requiredText, uploadSize } from './fields.js';

const elementId = z
  .string()
  .check(z.trim(), z.minLength(1, ELEMENT_CONTENT_MESSAGES.fillAllFields), z.maxLength(200));
const uuidModel = z.string().check(z.uuid());

/** POST /comment */
export const createCommentRequest = z.object({
  text: requiredText(COMMENT_MAX, {
    required: ELEMENT_CONTENT_MESSAGES.fillAllFields,
    tooLong: ELEMENT_CONTENT_MESSAGES.commentTooLong,
  }),
  uuidModel,
  elementId,
});

/** A member a comment mentions: the text keeps `@[userId]`, the SPA shows `@fullName`. */
export interface CommentMention {
  readonly userId: string;
  readonly fullName: string;
}

export interface ElementComment {
  readonly id: string;
  /** Plain text; mentions as `@[userId]` tokens (shared/src/elementContent/mentions.ts). */
  readonly text: string;
  /** The members the text mentions, with their current names. */
  readonly mentions: readonly CommentMention[];
  readonly userId: string;
  readonly createdDate: string;
  readonly uuidModel: string;
  readonly elementId: string;
}

const descriptionText = z
  .string()
  .check(z.maxLength(DESCRIPTION_MAX, ELEMENT_CONTENT_MESSAGES.descriptionTooLong));

/** POST /elementDescription */
export const createDescriptionRequest = z.object({ text: descriptionText, uuidModel, elementId });
/** PUT /elementDescription (the description entity; id optional: the element identifies it) */
export const updateDescriptionRequest = z.object({
  id: z.optional(z.string().check(z.maxLength(200))),
  text: descriptionText,
  uuidModel,
  elementId,
});

export interface ElementDescription {
  readonly id: string;
  readonly text: string;
  readonly uuidModel: string;
  readonly elementId: string;
}

export interface ElementDocument {
  readonly id: string;
  readonly fileName: string;
  readonly size: number;
  readonly contentType: string;
  readonly uploadedBy: string;
  readonly createdDate: string;
}

const fileName = requiredText(DOCUMENT_NAME_MAX, { required: ELEMENT_CONTENT_MESSAGES.documentNameRequired });

/** POST /bpmn/{uuid}/element/{id}/document/upload: a slot for a direct upload to S3. */
export const documentUploadRequest = z.object({
  fileName,
  size: uploadSize(DOCUMENT_MAX_BYTES, {
    empty: ELEMENT_CONTENT_MESSAGES.documentMissing,
    tooLarge: ELEMENT_CONTENT_MESSAGES.documentTooLarge,
  }),
});

export interface DocumentUploadSlot {
  readonly docId: string;
  /** PUT the bytes here with exactly these headers. */
  readonly uploadUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly expiresInSeconds: number;
}

/** POST /bpmn/{uuid}/element/{id}/document/{docId}/confirm */
export const documentConfirmRequest = z.object({ fileName });

/** GET /bpmn/{uuid}/element/{id}/document/{docId}?link=1 answers where to fetch the file. */
export interface DocumentDownloadLink {
  readonly url: string;
  readonly fileName: string;
}
