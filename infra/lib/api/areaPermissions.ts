import type { Area } from '@prozesspuls/shared';

/**
 * What the handlers of an API area may do beyond reading and writing the table (every area
 * does that). Least privilege is decided here, per area, in one table.
 */
export interface AreaPermissions {
  /** Create, read, update, disable users in the Cognito pool (invitations, user admin, password reset). */
  readonly manageUsers: boolean;
  /** Send mails through SES (invitations, password reset links). */
  readonly sendMail: boolean;
  /** Read and write the BPMN history and documents buckets. */
  readonly bpmnBuckets: boolean;
}

const USER_ADMIN_AREAS: ReadonlySet<Area> = new Set<Area>(['auth', 'users', 'admin']);
/** Survey sending mails the personal participation links. */
const MAIL_AREAS: ReadonlySet<Area> = new Set<Area>([...USER_ADMIN_AREAS, 'surveys']);
const BPMN_BUCKET_AREAS: ReadonlySet<Area> = new Set<Area>([
  'models',
  'history',
  'elements',
  'sharing',
  'release',
  'reports',
  // Survey schemas live in the documents bucket (surveyStorage.ts); participants read them.
  'surveys',
  'participation',
  // Screenshots of the help centre's bug reports are uploaded to the documents bucket.
  'users',
  // Evaluations read survey schemas (process-survey elements, custom-survey questions) and park
  // exports too large for an API answer in the documents bucket.
  'evaluation',
  // Risk assessments pick elements from released model XML and read linked survey schemas.
  'risk-assessment',
]);

export function permissionsOf(area: Area): AreaPermissions {
  return {
    manageUsers: USER_ADMIN_AREAS.has(area),
    sendMail: MAIL_AREAS.has(area),
    bpmnBuckets: BPMN_BUCKET_AREAS.has(area),
  };
}

/** Cognito admin calls of the user management handlers (sign-in itself needs no IAM: InitiateAuth is public). */
export const USER_POOL_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  /** A password reset signs the user out everywhere (revokes the refresh tokens). */
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:ListUsers',
  /** Erasing a user (Art. 17 DSGVO) deletes the sign-in account. */
  'cognito-idp:AdminDeleteUser',
] as const;

/**
 * Item-level table access. No Scan: request paths must query a key or an index, and IAM makes
 * that a hard rule. Transactions are authorised through these per-item actions.
 */
export const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** Object access for BPMN XML versions and documents (multipart uploads included). */
export const BUCKET_OBJECT_ACTIONS = [
  's3:GetObject',
  's3:GetObjectVersion',
  's3:PutObject',
  // Stored exports carry the tag their lifecycle rule expires (EXPORT_OBJECT_TAG).
  's3:PutObjectTagging',
  's3:DeleteObject',
  's3:AbortMultipartUpload',
  's3:ListMultipartUploadParts',
] as const;

/** Listing lets a missing object answer 404 instead of 403, and lists a model's versions. */
export const BUCKET_ACTIONS = ['s3:ListBucket'] as const;
