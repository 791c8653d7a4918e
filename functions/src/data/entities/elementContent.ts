/** Element content: what the side panel shows per diagram element (comments, documents, descriptions, questions). */
import { entitySchema, requiredNumber, requiredString, tenantIndex } from './common.js';
import { modelRecordsIndex } from './models.js';

/**
 * How much side-panel content one element of one model has, one number per kind. Every write of
 * a comment, document, description or question adjusts its number in the same transaction
 * (data/repositories/elementAttachments.ts), so `GET /bpmn/{uuid}/attachments` reads the flags
 * with one Query instead of recounting. Lives with the model's records: deleted with the model.
 */
export const elementAttachmentsSchema = entitySchema(
  'elementAttachments',
  {
    clientId: requiredNumber,
    uuid: requiredString,
    elementId: requiredString,
    comments: { type: 'number', default: 0 },
    documents: { type: 'number', default: 0 },
    descriptions: { type: 'number', default: 0 },
    questions: { type: 'number', default: 0 },
  },
  { byModel: modelRecordsIndex(['elementId'], 'ATT#${elementId}') },
);

/** A comment on one element (seed 000 §3), listed per element with one Query. */
export const commentSchema = entitySchema(
  'comment',
  {
    clientId: requiredNumber,
    uuid: requiredString,
    elementId: requiredString,
    commentId: requiredString,
    text: requiredString,
    userId: requiredString,
    createdDate: requiredString,
  },
  { byModel: modelRecordsIndex(['elementId', 'commentId'], 'CMT#${elementId}#${commentId}') },
);

/**
 * Where a comment lives: `DELETE /comment/{id}` names only the comment, so the tenant partition
 * keeps its model and element (written and deleted in the comment's transaction).
 */
export const commentRefSchema = entitySchema(
  'commentRef',
  {
    clientId: requiredNumber,
    commentId: requiredString,
    uuid: requiredString,
    elementId: requiredString,
  },
  { byClient: tenantIndex(['commentId'], 'CMTREF#${commentId}') },
);

/** The one plain-text description of an element. */
export const elementDescriptionSchema = entitySchema(
  'elementDescription',
  {
    clientId: requiredNumber,
    uuid: requiredString,
    elementId: requiredString,
    descriptionId: requiredString,
    text: requiredString,
    updatedBy: requiredString,
    updatedAt: requiredString,
  },
  { byModel: modelRecordsIndex(['elementId'], 'DESC#${elementId}') },
);

/** A document attached to an element; its bytes are the S3 object `objectKey` (documents bucket). */
export const elementDocumentSchema = entitySchema(
  'elementDocument',
  {
    clientId: requiredNumber,
    uuid: requiredString,
    elementId: requiredString,
    docId: requiredString,
    fileName: requiredString,
    contentType: requiredString,
    size: requiredNumber,
    objectKey: requiredString,
    uploadedBy: requiredString,
    createdDate: requiredString,
  },
  { byModel: modelRecordsIndex(['elementId', 'docId'], 'DOC#${elementId}#${docId}') },
);
