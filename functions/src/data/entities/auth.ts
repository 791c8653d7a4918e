/** Auth: sign-in tokens, the login guard and the per-user sign-in state. */
import {
  entitySchema,
  optionalNumber,
  optionalNumbers,
  requiredNumber,
  requiredString,
  requiredStrings,
  sortKey,
  tokenHashIndex,
  userItemIndex,
  userPartition,
  zeroCounter,
} from './common.js';

export const authTokenSchema = entitySchema(
  'authToken',
  {
    ...requiredStrings('tokenHash', 'userId'),
    purpose: { type: ['reset', 'invite'] as const, required: true },
    expiresAt: requiredNumber,
    usedAt: optionalNumber,
    /** Epoch ms of issue; a token issued before the user's `tokensValidAfter` (authState) is dead. */
    issuedAt: optionalNumber,
    /** DynamoDB TTL (epoch seconds): expired tokens disappear by themselves. */
    ttl: requiredNumber,
  },
  { byHash: tokenHashIndex('AUTHTOKEN#${tokenHash}', 'TOKEN') },
);

/**
 * The user's pointer to one of their sign-in tokens (`USER#<userId>` / `TOKENREF#<hash>`, same
 * TTL): the token lives in its own partition, and erasing the user (Art. 17 DSGVO) finds it here
 * with one Query instead of a scan.
 */
export const authTokenRefSchema = entitySchema(
  'authTokenRef',
  { ...requiredStrings('userId', 'tokenHash'), ttl: requiredNumber },
  { byUser: { pk: userPartition, sk: sortKey(['tokenHash'], 'TOKENREF#${tokenHash}') } },
);

export const loginGuardSchema = entitySchema(
  'loginGuard',
  {
    userId: requiredString,
    failures: zeroCounter,
    windowStart: zeroCounter,
    lockedUntil: zeroCounter,
    /** Password checks started in the window (failed or still under way); reserved before each check. */
    attempts: optionalNumber,
    ttl: optionalNumber,
  },
  { byUser: userItemIndex('LOGIN') },
);

/**
 * Per-user sign-in state that must outlive the login guard's TTL: sessions (access and refresh
 * tokens) whose authentication is older than `sessionsValidAfter` (epoch s) are refused, and
 * password links issued before `tokensValidAfter` (epoch ms) are dead.
 */
export const authStateSchema = entitySchema(
  'authState',
  {
    userId: requiredString,
    ...optionalNumbers('sessionsValidAfter', 'tokensValidAfter'),
  },
  { byUser: userItemIndex('AUTH') },
);

/**
 * Password-reset mails sent to one address in the current window (USER#<id> / RESETMAIL, removed
 * by TTL after it). Written only by the conditional updates in data/repositories/resetMails.ts;
 * the entity names its key and attributes.
 */
export const resetMailsSchema = entitySchema(
  'resetMails',
  {
    userId: requiredString,
    ...optionalNumbers('mails', 'windowStart', 'ttl'),
  },
  { byUser: userItemIndex('RESETMAIL') },
);
