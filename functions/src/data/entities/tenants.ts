/** Tenants (clients): the client record, the platform counters and the audit trail of a client. */
import {
  createdAtAttribute,
  entitySchema,
  key,
  optionalString,
  requiredNumber,
  requiredString,
  sortKey,
  tenantIndex,
} from './common.js';

export const clientSchema = entitySchema(
  'client',
  {
    clientId: requiredNumber,
    companyName: requiredString,
    shortName: requiredString,
    adminEmail: requiredString,
    activeState: { type: 'boolean', required: true, default: true },
    identityColor: optionalString,
    imageUrl: optionalString,
    /** External workflow integration (seed 001 §2 'Client integration screen'). */
    externalURL: optionalString,
    integrationState: { type: 'boolean', default: false },
    /** Counter of custom modelling elements (limit 5), kept instead of recounting. */
    customElementCount: { type: 'number', default: 0 },
    createdAt: createdAtAttribute,
  },
  {
    byId: tenantIndex([], 'CLIENT'),
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'CLIENTS', ...key },
      sk: { field: 'gsi1sk', composite: ['clientId'], template: 'CLIENT#${clientId}', ...key },
    },
  },
);

export const counterSchema = entitySchema(
  'counter',
  { name: requiredString, value: { type: 'number', required: true, default: 0 } },
  {
    byName: {
      pk: { field: 'pk', composite: [], template: 'COUNTER', ...key },
      sk: sortKey(['name'], '${name}'),
    },
  },
);

/** Who changed a role's permissions, a user's roles or a client's state, and when. */
export const auditSchema = entitySchema(
  'audit',
  {
    clientId: requiredNumber,
    auditId: requiredString,
    at: requiredString,
    actor: requiredString,
    action: requiredString,
    target: requiredString,
    details: { type: 'any' },
  },
  { byClient: tenantIndex(['at', 'auditId'], 'AUDIT#${at}#${auditId}') },
);
