/** px-model: PX questions attached to the elements of a model (records of the model: deleted with it). */
import { entitySchema, modelOwned, optionalCounter, requiredNumber, requiredStrings } from './common.js';
import { elementRecordEntity, modelRecordsIndex } from './models.js';

/** One PX question on one element; the key makes attaching the same question twice one item. */
export const pxElementQuestionSchema = elementRecordEntity(
  'pxElementQuestion',
  modelRecordsIndex(['elementId', 'questionId'], 'PXQ#${elementId}#${questionId}'),
  {
    ...requiredStrings('questionId', 'attachedBy'),
    attachedAt: requiredNumber,
  },
);

/**
 * How many PX questions a model's elements carry: adjusted in the transaction of every attach and
 * detach (conditioned on the limit), so the limit holds without recounting and two racing
 * attaches count once.
 */
export const pxModelQuestionCountSchema = entitySchema(
  'pxModelQuestionCount',
  { ...modelOwned, count: optionalCounter },
  { byModel: modelRecordsIndex([], 'PXCOUNT') },
);
