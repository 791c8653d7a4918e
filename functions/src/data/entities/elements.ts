/** Elements: element numbers of a model and their reservations. */
import type { Schema } from 'electrodb';
import { key, SERVICE } from './common.js';
import { modelRecordsKey } from './models.js';

export const elementNumberSchema = {
  model: { entity: 'elementNumber', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    elementId: { type: 'string', required: true },
    number: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      collection: 'modelRecords',
      pk: modelRecordsKey,
      sk: { field: 'sk', composite: ['elementId'], template: 'NUM#${elementId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/**
 * Reserves an element number within one model: written with attribute_not_exists in the same
 * transaction that gives an element the number, deleted in the one that takes it away, so two
 * elements of a model can never hold the same number (issue 9 §7). Numbers stored before the
 * reservations existed have none (the local data is seeded fresh; test/bench writes numbers
 * directly): for them only the read-time check remains.
 */
export const elementNumberValueSchema = {
  model: { entity: 'elementNumberValue', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    number: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      collection: 'modelRecords',
      pk: modelRecordsKey,
      sk: { field: 'sk', composite: ['number'], template: 'NUMVAL#${number}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;
