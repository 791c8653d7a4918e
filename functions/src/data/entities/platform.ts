/** Platform-wide items: owned by no tenant, written only by the platform superuser. */
import { entitySchema, key, requiredString, requiredStrings, sortKey } from './common.js';

/** The text of one legal page (`PLATFORM` / `LEGAL#<page>`): one per platform, not per tenant. */
export const legalPageSchema = entitySchema(
  'legalPage',
  { ...requiredStrings('page', 'text', 'updatedBy'), updatedAt: requiredString },
  {
    byPage: {
      pk: { field: 'pk', composite: [], template: 'PLATFORM', ...key },
      sk: sortKey(['page'], 'LEGAL#${page}'),
    },
  },
);
