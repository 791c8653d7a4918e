/** Modelling: the client's custom modelling elements. */
import { entitySchema, optionalString, requiredNumber, requiredString, tenantIndex } from './common.js';

export const customElementSchema = entitySchema(
  'customElement',
  {
    clientId: requiredNumber,
    id: requiredString,
    taskType: requiredString,
    elementTitle: requiredString,
    imageUrl: requiredString,
    /** Who added it: only they or an administrator may delete it (absent in old data: admins only). */
    createdBy: optionalString,
  },
  { byClient: tenantIndex(['id'], 'CUSTOMEL#${id}') },
);
