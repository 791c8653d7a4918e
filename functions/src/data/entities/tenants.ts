/** Tenants (clients): the client record, the platform counters and the audit trail of a client. */
import type { Schema } from 'electrodb';
import {
  createdAtAttribute,
  entityModel,
  key,
  optionalString,
  requiredNumber,
  requiredString,
  sortKey,
  tenantIndex,
} from './common.js';

export const clientSchema = {
  model: entityModel('client'),
  attributes: {
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
  indexes: {
    byId: tenantIndex([], 'CLIENT'),
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'CLIENTS', ...key },
      sk: { field: 'gsi1sk', composite: ['clientId'], template: 'CLIENT#${clientId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const counterSchema = {
  model: entityModel('counter'),
  attributes: {
    name: requiredString,
    value: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: [], template: 'COUNTER', ...key },
      sk: sortKey(['name'], '${name}'),
    },
  },
} as const satisfies Schema<string, string, string>;

/** Who changed a role's permissions, a user's roles or a client's state, and when. */
export const auditSchema = {
  model: entityModel('audit'),
  attributes: {
    clientId: requiredNumber,
    auditId: requiredString,
    at: requiredString,
    actor: requiredString,
    action: requiredString,
    target: requiredString,
    details: { type: 'any' },
  },
  indexes: {
    byClient: tenantIndex(['at', 'auditId'], 'AUDIT#${at}#${auditId}'),
  },
} as const satisfies Schema<string, string, string>;
