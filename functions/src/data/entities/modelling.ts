/** Modelling: the client's custom modelling elements. */
import { optionalString, requiredString, tenantEntity } from './common.js';

export const customElementSchema = tenantEntity('customElement', 'CUSTOMEL#${id}', {
  id: requiredString,
  taskType: requiredString,
  elementTitle: requiredString,
  imageUrl: requiredString,
  /** Who added it: only they or an administrator may delete it (absent in old data: admins only). */
  createdBy: optionalString,
});
