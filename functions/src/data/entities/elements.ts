/** Elements: element numbers of a model and their reservations. */
import { elementOwned, entitySchema, modelOwned, requiredString } from './common.js';
import { modelRecordsIndex } from './models.js';

export const elementNumberSchema = entitySchema(
  'elementNumber',
  {
    ...elementOwned,
    number: requiredString,
  },
  { byModel: modelRecordsIndex(['elementId'], 'NUM#${elementId}') },
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
