/** Models (process list): a model's metadata, and the key of the partition that holds the records of one model. */
import {
  elementOwned,
  entitySchema,
  key,
  modelOwned,
  optionalCounter,
  optionalNumber,
  optionalString,
  optionalStrings,
  requiredString,
  requiredStrings,
  sortKey,
  tenantEntity,
} from './common.js';

/**
 * A process model's metadata in the tenant partition (lists are one Query); its XML lives in
 * S3. Records that belong to one model (history, comments, ...) go to the partition
 * `T#<clientId>#M#<uuid>`, so deleting a model is one Query plus batch deletes.
 */
export const modelSchema = tenantEntity('model', 'MODEL#${uuid}', {
  ...modelOwned,
  ...requiredStrings('fileName', 'folderId', 'initiator', 'creationDate'),
  /** S3 key of the current XML (content-addressed). */
  xmlKey: requiredString,
  /** Optimistic concurrency: every save increments it. */
  version: { type: 'number', required: true, default: 1 },
  currentEditor: optionalString,
  /** Epoch ms of the lock holder's last heartbeat; the lock expires 10 minutes after it. */
  lockHeartbeatAt: optionalNumber,
  /** The SHA-256 of the share link the lock was taken through: revoking that link ends the lock. */
  lockShareLink: optionalString,
  ...optionalStrings('lastEditor', 'lastEditedAt'),
  releaseEnabled: { type: 'boolean', default: false },
  /** Release workflow: S3 key and hash of the last released version, apart from xmlKey. */
  releasedXmlKey: optionalString,
  releasedHash: optionalString,
  /**
   * S3 key of the element content (descriptions, numbers) as it was when the released version
   * was written: readers of the released version read it (controlled documentation).
   */
  releasedContentKey: optionalString,
  /** The newest release request while it waits for its decision, and its reviewer. */
  pendingRequestId: optionalString,
  pendingReviewer: optionalString,
  /** The reviewer fixed by the release history (the newest request's reviewer). */
  releaseReviewer: optionalString,
  /** Approvals so far (version 1, 2, 3 …) and the date of the last one. */
  releaseVersion: optionalNumber,
  releasedAt: optionalString,
  /**
   * The newest decided request as the requester sees it: ACCEPTED or REJECTED, by
   * whom (id and name at the time), when, why. A new request clears it.
   */
  ...optionalStrings('lastDecision', 'lastDecisionBy', 'lastDecisionByName', 'lastDecisionAt'),
  lastDecisionComment: optionalString,
  /**
   * The reviewer in the post-edit window after 'Freigeben & Bearbeiten'
   * (editAfterPublish): their saves change the released version too, until editing ends.
   */
  postEditor: optionalString,
  /** Validity: the next review date set for the model (ISO); without it 12 months after `releasedAt`. */
  reviewDueAt: optionalString,
  surveyCount: optionalCounter,
  sharedUsers: { type: 'set', items: 'string' },
  /** The linked process profile: at most one; written together with the profile. */
  characteristicId: optionalString,
});

/** Keys of records that belong to one model: partition `T#<clientId>#M#<uuid>`. */
const modelRecordsKey = {
  field: 'pk',
  composite: ['clientId', 'uuid'],
  template: 'T#${clientId}#M#${uuid}',
  ...key,
} as const;

/**
 * An index of a record of one model: its partition, sorted by `template`; every such record
 * belongs to the collection `modelRecords` (read or deleted together with the model).
 */
export const modelRecordsIndex = <const C extends readonly string[], const T extends string>(
  composite: C,
  template: T,
) => ({ collection: 'modelRecords', pk: modelRecordsKey, sk: sortKey(composite, template) }) as const;

/**
 * A record about one element of a model (`clientId`, `uuid` and `elementId` added), listed by its
 * index `byModel` among the model's records (modelRecordsIndex).
 */
export const elementRecordEntity = <
  const E extends string,
  const I extends object,
  const A extends Record<string, object>,
>(
  entity: E,
  byModel: I,
  attributes: A,
) => entitySchema(entity, { ...elementOwned, ...attributes }, { byModel });

export const subprocessLinkSchema = elementRecordEntity(
  'subprocessLink',
  modelRecordsIndex(['elementId'], 'LINK#${elementId}'),
  { linkedUuid: requiredString },
);
