/** History: the saved versions of a model. */
import type { Schema } from 'electrodb';
import { entityModel, requiredNumber, requiredString } from './common.js';
import { modelRecordsIndex } from './models.js';

/** One saved version of a diagram; its XML is the S3 object `xmlKey`. */
export const historySchema = {
  model: entityModel('history'),
  attributes: {
    clientId: requiredNumber,
    uuid: requiredString,
    timestamp: requiredString,
    commitHash: requiredString,
    committer: requiredString,
    xmlKey: requiredString,
  },
  indexes: {
    byModel: modelRecordsIndex(['timestamp', 'commitHash'], 'HISTORY#${timestamp}#${commitHash}'),
  },
} as const satisfies Schema<string, string, string>;
