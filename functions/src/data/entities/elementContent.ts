/** Element content: what the side panel shows per diagram element (comments, documents, descriptions, questions). */
import { entitySchema, requiredNumber, requiredString } from './common.js';
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
