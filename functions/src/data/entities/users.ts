/** Users: profiles, memberships of a client, roles and invitations. */
import {
  createdAtAttribute,
  entitySchema,
  optionalNumber,
  optionalString,
  requiredNumber,
  requiredString,
  requiredStrings,
  roleAssignment,
  secondaryIndex,
  tenantEntity,
  userItemIndex,
} from './common.js';

export const userSchema = entitySchema(
  'user',
  {
    ...requiredStrings('userId', 'email', 'firstName', 'lastName', 'iconColor'),
    currentClientId: requiredNumber,
    releaseNotesVersion: optionalString,
    /**
     * Platform superuser (client management, every tenant). A platform-level grant on the user's
     * own record: written only by the local seed, never by any API route; no role title grants it.
     */
    platformSuperuser: { type: 'boolean' },
    createdAt: createdAtAttribute,
  },
  { byId: userItemIndex('PROFILE') },
);

export const membershipSchema = tenantEntity(
  'membership',
  'MEMBER#${userId}',
  {
    userId: requiredString,
    ...roleAssignment,
  },
  {
    byUser: secondaryIndex(
      'gsi1',
      { composite: ['userId'], template: 'USER#${userId}' },
      { composite: ['clientId'], template: 'CLIENT#${clientId}' },
    ),
  },
);

export const roleSchema = tenantEntity('role', 'ROLE#${roleId}', {
  ...requiredStrings('roleId', 'roleTitle'),
  /** permission name → granted; `any` because the set of names grows with the product. */
  permissions: { type: 'any', required: true },
  /**
   * How many memberships and pending invitations of the client hold the role, changed in the same
   * transaction as every role assignment; a role is deleted only while it is 0.
   */
  memberCount: optionalNumber,
});

/**
 * An invitation of a user who already exists on the platform into a client: the membership exists
 * only once the user accepts (signed in as that user, with the mailed token). Until then the
 * client's administration sees the names and roles its admin typed, never the user's own profile.
 */
export const invitationSchema = tenantEntity('invitation', 'INVITE#${userId}', {
  ...roleAssignment,
  ...requiredStrings('userId', 'firstName', 'lastName', 'iconColor', 'invitedBy'),
  /** SHA-256 of the token in the mailed link. */
  tokenHash: requiredString,
  createdAt: createdAtAttribute,
});
