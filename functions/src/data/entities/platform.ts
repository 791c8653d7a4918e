/** Platform-wide items: owned by no tenant, written only by the platform superuser. */
import { entitySchema, key, requiredNumber, requiredString, requiredStrings, sortKey } from './common.js';

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

/**
 * The platform's record of a deleted tenant (`PLATFORM` / `TENANTDELETION#<clientId>`): which
 * tenant id was deleted when and by which platform user — nothing of the tenant's own data.
 */
export const tenantDeletionRecordSchema = entitySchema(
  'tenantDeletionRecord',
  { clientId: requiredNumber, ...requiredStrings('requestedAt', 'requestedBy', 'deletedAt') },
  {
    byClient: {
      pk: { field: 'pk', composite: [], template: 'PLATFORM', ...key },
      sk: sortKey(['clientId'], 'TENANTDELETION#${clientId}'),
    },
  },
);
