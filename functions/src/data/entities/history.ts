/** History: the saved versions of a model. */
import type { Schema } from 'electrodb';
import { key, SERVICE } from './common.js';
import { modelRecordsKey } from './models.js';

/** One saved version of a diagram; its XML is the S3 object `xmlKey`. */
export const historySchema = {
  model: { entity: 'history', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    timestamp: { type: 'string', required: true },
    commitHash: { type: 'string', required: true },
    committer: { type: 'string', required: true },
    xmlKey: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      collection: 'modelRecords',
      pk: modelRecordsKey,
      sk: {
        field: 'sk',
        composite: ['timestamp', 'commitHash'],
        template: 'HISTORY#${timestamp}#${commitHash}',
        ...key,
      },
    },
  },
} as const satisfies Schema<string, string, string>;
