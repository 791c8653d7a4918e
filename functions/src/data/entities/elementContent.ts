/** Element content: what the side panel shows per diagram element (comments, documents, descriptions, questions). */
import { optionalCounter, requiredNumber, requiredStrings, tenantEntity } from './common.js';
import { elementRecordEntity, modelRecordsIndex } from './models.js';

/**
 * How much side-panel content one element of one model has, one number per kind. Every write of
 * a comment, document, description or question adjusts its number in the same transaction
 * (data/repositories/elementAttachments.ts), so `GET /bpmn/{uuid}/attachments` reads the flags
 * with one Query instead of recounting. Lives with the model's records: deleted with the model.
 */
export const elementAttachmentsSchema = elementRecordEntity(
  'elementAttachments',
  modelRecordsIndex(['elementId'], 'ATT#${elementId}'),
  {
    comments: optionalCounter,
    documents: optionalCounter,
    descriptions: optionalCounter,
    questions: optionalCounter,
  },
);

/** A comment on one element, listed per element with one Query. */
export const commentSchema = elementRecordEntity(
  'comment',
  modelRecordsIndex(['elementId', 'commentId'], 'CMT#${elementId}#${commentId}'),
  requiredStrings('commentId', 'text', 'userId', 'createdDate'),
);

/**
 * Where a comment lives: `DELETE /comment/{id}` names only the comment, so the tenant partition
 * keeps its model and element (written and deleted in the comment's transaction).
 */
export const commentRefSchema = tenantEntity('commentRef', 'CMTREF#${commentId}', {
  ...requiredStrings('commentId', 'uuid', 'elementId'),
});

/** The one plain-text description of an element. */
export const elementDescriptionSchema = elementRecordEntity(
  'elementDescription',
  modelRecordsIndex(['elementId'], 'DESC#${elementId}'),
  requiredStrings('descriptionId', 'text', 'updatedBy', 'updatedAt'),
);

/** A document attached to an element; its bytes are the S3 object `objectKey` (documents bucket). */
export const elementDocumentSchema = elementRecordEntity(
  'elementDocument',
  modelRecordsIndex(['elementId', 'docId'], 'DOC#${elementId}#${docId}'),
  {
    ...requiredStrings('docId', 'fileName', 'contentType', 'objectKey', 'uploadedBy', 'createdDate'),
    size: requiredNumber,
  },
);
