/** Models (process list): a model's metadata, and the key of the partition that holds the records of one model. */
import type { Schema } from 'electrodb';
import { entityModel, key, requiredNumber, requiredString, sortKey, tenantPartition } from './common.js';

/**
 * A process model's metadata in the tenant partition (lists are one Query); its XML lives in
 * S3. Records that belong to one model (history, comments, ...) go to the partition
 * `T#<clientId>#M#<uuid>`, so deleting a model is one Query plus batch deletes.
 */
export const modelSchema = {
  model: entityModel('model'),
  attributes: {
    clientId: requiredNumber,
    uuid: requiredString,
    fileName: requiredString,
    folderId: requiredString,
    initiator: requiredString,
    creationDate: requiredString,
    /** S3 key of the current XML (content-addressed). */
    xmlKey: requiredString,
    /** Optimistic concurrency: every save increments it. */
    version: { type: 'number', required: true, default: 1 },
    currentEditor: { type: 'string' },
    /** Epoch ms of the lock holder's last heartbeat; the lock expires 10 minutes after it. */
    lockHeartbeatAt: { type: 'number' },
    lastEditor: { type: 'string' },
    lastEditedAt: { type: 'string' },
    releaseEnabled: { type: 'boolean', default: false },
    surveyCount: { type: 'number', default: 0 },
    sharedUsers: { type: 'set', items: 'string' },
  },
  indexes: {
    byClient: {
      pk: tenantPartition,
      sk: sortKey(['uuid'], 'MODEL#${uuid}'),
    },
  },
} as const satisfies Schema<string, string, string>;

/** Keys of records that belong to one model: partition `T#<clientId>#M#<uuid>`. */
export const modelRecordsKey = {
  field: 'pk',
  composite: ['clientId', 'uuid'],
  template: 'T#${clientId}#M#${uuid}',
  ...key,
} as const;

export const subprocessLinkSchema = {
  model: entityModel('subprocessLink'),
  attributes: {
    clientId: requiredNumber,
    uuid: requiredString,
    elementId: requiredString,
    linkedUuid: requiredString,
  },
  indexes: {
    byModel: {
      collection: 'modelRecords',
      pk: modelRecordsKey,
      sk: sortKey(['elementId'], 'LINK#${elementId}'),
    },
  },
} as const satisfies Schema<string, string, string>;
