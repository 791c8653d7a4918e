/**
 * Single-table design. Tenant-owned items live in partition `T#<clientId>` so IAM
 * `dynamodb:LeadingKeys` can confine a function to one tenant; user-global items (profile,
 * login guard) live in `USER#<userId>`; sign-in tokens in `AUTHTOKEN#<sha256>`.
 * Index gsi1 answers "clients of a user" and "all clients".
 */
import type { Schema } from 'electrodb';

export const SERVICE = 'prozesspuls';

// Keys keep their case: user ids and hashes are case-sensitive strings.
const key = { casing: 'none' } as const;

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

/** A process folder; issue "Process list, folders" extends it. 'Default' exists in every client. */
export const folderSchema = {
  model: { entity: 'folder', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    folderId: { type: 'string', required: true },
    folderName: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    createdDate: { type: 'string', required: true, default: () => new Date().toISOString(), readOnly: true },
    /** roleId → { PROCESS_READ, PROCESS_WRITE } */
    folderPermissions: { type: 'any' },
    /** Users the folder (and so every model in it) is shared with. */
    sharedUsers: { type: 'set', items: 'string' },
    /**
     * Models in the folder, changed in the same transaction that creates, moves or deletes a
     * model; the folder is deleted only under the condition that it is 0 (issue 9 §7). Every
     * folder gets 0 when created (seed, new client, POST /folder); a folder stored before the
     * counter existed has none, which the delete treats as 0 — safe only because deleteFolder
     * first queries the client's models and refuses while any is in the folder.
     */
    modelCount: { type: 'number', default: 0 },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['folderId'], template: 'FOLDER#${folderId}', ...key },
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

/**
 * A process model's metadata in the tenant partition (lists are one Query); its XML lives in
 * S3. Records that belong to one model (history, comments, ...) go to the partition
 * `T#<clientId>#M#<uuid>`, so deleting a model is one Query plus batch deletes.
 */
export const modelSchema = {
  model: { entity: 'model', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    folderId: { type: 'string', required: true },
    initiator: { type: 'string', required: true },
    creationDate: { type: 'string', required: true },
    /** S3 key of the current XML (content-addressed). */
    xmlKey: { type: 'string', required: true },
    /** Optimistic concurrency: every save increments it. */
    version: { type: 'number', required: true, default: 1 },
    currentEditor: { type: 'string' },
    /** Epoch ms of the lock holder's last heartbeat; the lock expires 10 minutes after it. */
    lockHeartbeatAt: { type: 'number' },
    lastEditor: { type: 'string' },
    lastEditedAt: { type: 'string' },
    releaseEnabled: { type: 'boolean', default: false },
    surveyCount: { type: 'number', default: 0 },
    sharedUsers: { type: 'set', items: 'string' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['uuid'], template: 'MODEL#${uuid}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/** Keys of records that belong to one model: partition `T#<clientId>#M#<uuid>`. */
const modelPartitionKey = {
  field: 'pk',
  composite: ['clientId', 'uuid'],
  template: 'T#${clientId}#M#${uuid}',
  ...key,
} as const;

/** One saved version of a diagram; its XML is the S3 object `xmlKey`. */
export const historySchema = {
  model: { entity: 'history', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    timestamp: { type: 'string', required: true },
    commitHash: { type: 'string', required: true },
    committer: { type: 'string', required: true },
    xmlKey: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      pk: modelPartitionKey,
      sk: {
        field: 'sk',
        composite: ['timestamp', 'commitHash'],
        template: 'HISTORY#${timestamp}#${commitHash}',
        ...key,
      },
    },
  },
} as const satisfies Schema<string, string, string>;

export const elementNumberSchema = {
  model: { entity: 'elementNumber', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    elementId: { type: 'string', required: true },
    number: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      pk: modelPartitionKey,
      sk: { field: 'sk', composite: ['elementId'], template: 'NUM#${elementId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const subprocessLinkSchema = {
  model: { entity: 'subprocessLink', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    elementId: { type: 'string', required: true },
    linkedUuid: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      pk: modelPartitionKey,
      sk: { field: 'sk', composite: ['elementId'], template: 'LINK#${elementId}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

export const customElementSchema = {
  model: { entity: 'customElement', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    id: { type: 'string', required: true },
    taskType: { type: 'string', required: true },
    elementTitle: { type: 'string', required: true },
    imageUrl: { type: 'string', required: true },
    /** Who added it: only they or an administrator may delete it (absent in old data: admins only). */
    createdBy: { type: 'string' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['id'], template: 'CUSTOMEL#${id}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;

/**
 * Reserves an element number within one model: written with attribute_not_exists in the same
 * transaction that gives an element the number, deleted in the one that takes it away, so two
 * elements of a model can never hold the same number (issue 9 §7). Numbers stored before the
 * reservations existed have none (the local data is seeded fresh; test/bench writes numbers
 * directly): for them only the read-time check remains.
 */
export const elementNumberValueSchema = {
  model: { entity: 'elementNumberValue', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    uuid: { type: 'string', required: true },
    number: { type: 'string', required: true },
  },
  indexes: {
    byModel: {
      pk: modelPartitionKey,
      sk: { field: 'sk', composite: ['number'], template: 'NUMVAL#${number}', ...key },
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

/**
 * Reserves a folder name within one client (issue 11): written with attribute_not_exists in the
 * same transaction that creates the folder, moved in the one that renames it, deleted with it,
 * so two folders of a client never share a name (compared trimmed and case-insensitively).
 * 'Default' is reserved by rule (it exists in every client). Folders stored before the
 * reservations existed have none: for them only the read-time check in folders.ts remains.
 */
export const folderNameSchema = {
  model: { entity: 'folderName', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    /** The normalised name (see folderNameKey). */
    name: { type: 'string', required: true },
    folderId: { type: 'string', required: true },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['name'], template: 'FOLDERNAME#${name}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;
