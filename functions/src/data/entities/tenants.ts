/** Tenants (clients): the client record, the platform counters and the audit trail of a client. */
import {
  createdAtAttribute,
  entitySchema,
  key,
  optionalCounter,
  optionalString,
  optionalStrings,
  requiredString,
  requiredStrings,
  secondaryIndex,
  sortKey,
  tenantEntity,
  tenantIndex,
  tenantOwned,
  zeroCounter,
} from './common.js';

export const clientSchema = entitySchema(
  'client',
  {
    ...tenantOwned,
    ...requiredStrings('companyName', 'shortName', 'adminEmail'),
    activeState: { type: 'boolean', required: true, default: true },
    ...optionalStrings('identityColor', 'imageUrl'),
    /** External workflow integration. */
    externalURL: optionalString,
    integrationState: { type: 'boolean', default: false },
    /** Counter of custom modelling elements (limit 5), kept instead of recounting. */
    customElementCount: optionalCounter,
    createdAt: createdAtAttribute,
    /**
     * The tenant's two-step deletion (shared/src/privacy/tenantDeletion.ts): 'requested' while
     * it waits and may be cancelled, 'running' once the sweep has started; absent otherwise.
     */
    deletionState: { type: ['requested', 'running'] as const },
    ...optionalStrings('deletionRequestedAt', 'deletionDueAt', 'deletionRequestedBy'),
  },
  {
    byId: tenantIndex([], 'CLIENT'),
    all: secondaryIndex(
      'gsi1',
      { composite: [], template: 'CLIENTS' },
      { composite: ['clientId'], template: 'CLIENT#${clientId}' },
    ),
  },
);

export const counterSchema = entitySchema(
  'counter',
  { name: requiredString, value: zeroCounter },
  {
    byName: {
      pk: { field: 'pk', composite: [], template: 'COUNTER', ...key },
      sk: sortKey(['name'], '${name}'),
    },
  },
);

/** Who changed a role's permissions, a user's roles or a client's state, and when. */
export const auditSchema = tenantEntity('audit', 'AUDIT#${at}#${auditId}', {
  ...requiredStrings('auditId', 'at', 'actor', 'action', 'target'),
  details: { type: 'any' },
});
