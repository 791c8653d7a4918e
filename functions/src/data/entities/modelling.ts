/** Modelling: the client's custom modelling elements. */
import type { Schema } from 'electrodb';
import { entityModel, optionalString, requiredNumber, requiredString, tenantIndex } from './common.js';

export const customElementSchema = {
  model: entityModel('customElement'),
  attributes: {
    clientId: requiredNumber,
    id: requiredString,
    taskType: requiredString,
    elementTitle: requiredString,
    imageUrl: requiredString,
    /** Who added it: only they or an administrator may delete it (absent in old data: admins only). */
    createdBy: optionalString,
  },
  indexes: {
    byClient: tenantIndex(['id'], 'CUSTOMEL#${id}'),
  },
} as const satisfies Schema<string, string, string>;
