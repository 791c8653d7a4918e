/** Elements: element numbers of a model and their reservations. */
import { entitySchema, modelOwned, requiredString } from './common.js';
import { elementRecordEntity, modelRecordsIndex } from './models.js';

export const elementNumberSchema = elementRecordEntity(
  'elementNumber',
  modelRecordsIndex(['elementId'], 'NUM#${elementId}'),
  {
    number: requiredString,
  },
);

/**
 * Reserves an element number within one model: written with attribute_not_exists in the same
 * transaction that gives an element the number, deleted in the one that takes it away, so two
 * elements of a model can never hold the same number. Numbers stored before the
 * reservations existed have none (the local data is seeded fresh; test/bench writes numbers
 * directly): for them only the read-time check remains.
 */
export const elementNumberValueSchema = entitySchema(
  'elementNumberValue',
  { ...modelOwned, number: requiredString },
  { byModel: modelRecordsIndex(['number'], 'NUMVAL#${number}') },
);
