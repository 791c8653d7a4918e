/** Tenants (clients): the client record, the platform counters and the audit trail of a client. */
import type { Schema } from 'electrodb';
import { key, SERVICE } from './common.js';

export const clientSchema = {
  model: { entity: 'client', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    companyName: { type: 'string', required: true },
    shortName: { type: 'string', required: true },
    adminEmail: { type: 'string', required: true },
    activeState: { type: 'boolean', required: true, default: true },
    identityColor: { type: 'string' },
    imageUrl: { type: 'string' },
    /** External workflow integration (seed 001 §2 'Client integration screen'). */
    externalURL: { type: 'string' },
    integrationState: { type: 'boolean', default: false },
    /** Counter of custom modelling elements (limit 5), kept instead of recounting. */
    customElementCount: { type: 'number', default: 0 },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: [], template: 'CLIENT', ...key },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'CLIENTS', ...key },
      sk: { field: 'gsi1sk', composite: ['clientId'], template: 'CLIENT#${clientId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const counterSchema = {
  model: { entity: 'counter', version: '1', service: SERVICE },
  attributes: {
    name: { type: 'string', required: true },
    value: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: [], template: 'COUNTER', ...key },
      sk: { field: 'sk', composite: ['name'], template: '${name}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/** Who changed a role's permissions, a user's roles or a client's state, and when. */
export const auditSchema = {
  model: { entity: 'audit', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    auditId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    actor: { type: 'string', required: true },
    action: { type: 'string', required: true },
    target: { type: 'string', required: true },
    details: { type: 'any' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['at', 'auditId'], template: 'AUDIT#${at}#${auditId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;
