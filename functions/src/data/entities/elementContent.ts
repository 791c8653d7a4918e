/** Element content: what the side panel shows per diagram element (comments, documents, descriptions, questions). */
import {
  elementOwned,
  entitySchema,
  optionalCounter,
  requiredNumber,
  requiredStrings,
  tenantEntity,
} from './common.js';
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
    ...elementOwned,
    comments: optionalCounter,
    documents: optionalCounter,
    descriptions: optionalCounter,
    questions: optionalCounter,
  },
  { byModel: modelRecordsIndex(['elementId'], 'ATT#${elementId}') },
);

/** A comment on one element, listed per element with one Query. */
export const commentSchema = entitySchema(
  'comment',
  {
    ...elementOwned,
    ...requiredStrings('commentId', 'text', 'userId', 'createdDate'),
  },
  { byModel: modelRecordsIndex(['elementId', 'commentId'], 'CMT#${elementId}#${commentId}') },
);

/**
 * Where a comment lives: `DELETE /comment/{id}` names only the comment, so the tenant partition
 * keeps its model and element (written and deleted in the comment's transaction).
 */
export const commentRefSchema = tenantEntity('commentRef', ['commentId'], 'CMTREF#${commentId}', {
  ...requiredStrings('commentId', 'uuid', 'elementId'),
});

/** The one plain-text description of an element. */
export const elementDescriptionSchema = entitySchema(
  'elementDescription',
  {
    ...elementOwned,
    ...requiredStrings('descriptionId', 'text', 'updatedBy', 'updatedAt'),
  },
  { byModel: modelRecordsIndex(['elementId'], 'DESC#${elementId}') },
);

/** A document attached to an element; its bytes are the S3 object `objectKey` (documents bucket). */
export const elementDocumentSchema = entitySchema(
  'elementDocument',
  {
    ...elementOwned,
    ...requiredStrings('docId', 'fileName', 'contentType', 'objectKey', 'uploadedBy', 'createdDate'),
    size: requiredNumber,
  },
  { byModel: modelRecordsIndex(['elementId', 'docId'], 'DOC#${elementId}#${docId}') },
);
