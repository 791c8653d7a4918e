/** Users: profiles, memberships of a client, roles and invitations. */
import type { Schema } from 'electrodb';
import { key, SERVICE } from './common.js';

export const userSchema = {
  model: { entity: 'user', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    iconColor: { type: 'string', required: true },
    currentClientId: { type: 'number', required: true },
    releaseNotesVersion: { type: 'string' },
    /**
     * Platform superuser (client management, every tenant). A platform-level grant on the user's
     * own record: written only by the local seed, never by any API route; no role title grants it.
     */
    platformSuperuser: { type: 'boolean' },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', ...key },
      sk: { field: 'sk', composite: [], template: 'PROFILE', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const membershipSchema = {
  model: { entity: 'membership', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    userId: { type: 'string', required: true },
    roleIds: { type: 'list', items: { type: 'string' }, required: true },
    /** Revision of roleIds: a role change is conditioned on it (the roles' counters follow it). */
    rev: { type: 'number' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['userId'], template: 'MEMBER#${userId}', ...key },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'], template: 'USER#${userId}', ...key },
      sk: { field: 'gsi1sk', composite: ['clientId'], template: 'CLIENT#${clientId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const roleSchema = {
  model: { entity: 'role', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    roleId: { type: 'string', required: true },
    roleTitle: { type: 'string', required: true },
    /** permission name → granted; `any` because the set of names grows with the product. */
    permissions: { type: 'any', required: true },
    /**
     * How many memberships and pending invitations of the client hold the role, changed in the same
     * transaction as every role assignment; a role is deleted only while it is 0.
     */
    memberCount: { type: 'number' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['roleId'], template: 'ROLE#${roleId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/**
 * An invitation of a user who already exists on the platform into a client: the membership exists
 * only once the user accepts (signed in as that user, with the mailed token). Until then the
 * client's administration sees the names and roles its admin typed, never the user's own profile.
 */
export const invitationSchema = {
  model: { entity: 'invitation', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    userId: { type: 'string', required: true },
    roleIds: { type: 'list', items: { type: 'string' }, required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    iconColor: { type: 'string', required: true },
    invitedBy: { type: 'string', required: true },
    /** SHA-256 of the token in the mailed link. */
    tokenHash: { type: 'string', required: true },
    /** Revision of roleIds, as on the membership. */
    rev: { type: 'number' },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['userId'], template: 'INVITE#${userId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;
