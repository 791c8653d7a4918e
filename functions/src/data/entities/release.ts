/** Release workflow: release requests of a model and the reviewers' open tasks. */
import { entitySchema, modelOwned, optionalStrings, requiredStrings, tenantIndex } from './common.js';
import { modelRecordsIndex } from './models.js';

/**
 * One release request of a model, among the model's records; its
 * diagram is the S3 object `xmlKey` (content-addressed like the history). `requestState` is absent
 * while the request waits: deciding is conditioned on that, so a request is decided once.
 */
export const releaseRequestSchema = entitySchema(
  'releaseRequest',
  {
    ...modelOwned,
    ...requiredStrings('id', 'requester', 'reviewer', 'commitMsg', 'commitHash', 'xmlKey', 'createdDate'),
    requestState: { type: ['ACCEPTED', 'REJECTED'] as const },
    ...optionalStrings('decidedAt', 'decisionComment'),
  },
  { byModel: modelRecordsIndex(['id'], 'RELEASE#${id}') },
);

/**
 * The open request a reviewer must decide, in the tenant partition sorted by reviewer: the process
 * list's tab 'Zu prüfende Prozesse' is one Query on `REVIEW#<reviewer>#` (no scan). Written with
 * the request, deleted with its decision or when a newer request replaces it.
 */
export const reviewTaskSchema = entitySchema(
  'reviewTask',
  {
    ...modelOwned,
    ...requiredStrings('reviewer', 'requestId', 'requester', 'createdDate'),
  },
  { byReviewer: tenantIndex(['reviewer', 'uuid'], 'REVIEW#${reviewer}#${uuid}') },
);
