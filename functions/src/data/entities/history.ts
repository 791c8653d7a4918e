/** History: the saved versions of a model. */
import { entitySchema, requiredNumber, requiredString } from './common.js';
import { modelRecordsIndex } from './models.js';

/** One saved version of a diagram; its XML is the S3 object `xmlKey`. */
export const historySchema = entitySchema(
  'history',
  {
    clientId: requiredNumber,
    uuid: requiredString,
    timestamp: requiredString,
    commitHash: requiredString,
    committer: requiredString,
    xmlKey: requiredString,
  },
  { byModel: modelRecordsIndex(['timestamp', 'commitHash'], 'HISTORY#${timestamp}#${commitHash}') },
);
