/** Auth: sign-in tokens, the login guard and the per-user sign-in state. */
import type { Schema } from 'electrodb';
import { key, SERVICE } from './common.js';

export const authTokenSchema = {
  model: { entity: 'authToken', version: '1', service: SERVICE },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    purpose: { type: ['reset', 'invite'] as const, required: true },
    expiresAt: { type: 'number', required: true },
    usedAt: { type: 'number' },
    /** Epoch ms of issue; a token issued before the user's `tokensValidAfter` (authState) is dead. */
    issuedAt: { type: 'number' },
    /** DynamoDB TTL (epoch seconds): expired tokens disappear by themselves. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['tokenHash'], template: 'AUTHTOKEN#${tokenHash}', ...key },
      sk: { field: 'sk', composite: [], template: 'TOKEN', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const loginGuardSchema = {
  model: { entity: 'loginGuard', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    failures: { type: 'number', required: true, default: 0 },
    windowStart: { type: 'number', required: true, default: 0 },
    lockedUntil: { type: 'number', required: true, default: 0 },
    /** Password checks started in the window (failed or still under way); reserved before each check. */
    attempts: { type: 'number' },
    ttl: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', ...key },
      sk: { field: 'sk', composite: [], template: 'LOGIN', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/**
 * Per-user sign-in state that must outlive the login guard's TTL: sessions (access and refresh
 * tokens) whose authentication is older than `sessionsValidAfter` (epoch s) are refused, and
 * password links issued before `tokensValidAfter` (epoch ms) are dead.
 */
export const authStateSchema = {
  model: { entity: 'authState', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    sessionsValidAfter: { type: 'number' },
    tokensValidAfter: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', ...key },
      sk: { field: 'sk', composite: [], template: 'AUTH', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/**
 * Password-reset mails sent to one address in the current window (USER#<id> / RESETMAIL, removed
 * by TTL after it). Written only by the conditional updates in data/repositories/resetMails.ts;
 * the entity names its key and attributes.
 */
export const resetMailsSchema = {
  model: { entity: 'resetMails', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    mails: { type: 'number' },
    windowStart: { type: 'number' },
    ttl: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', ...key },
      sk: { field: 'sk', composite: [], template: 'RESETMAIL', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;
