/**
 * The one checked getter for configuration. Each name is read when first used, so the local
 * cloud can set the environment before it imports a handler; a missing value fails loudly.
 */
const REQUIRED = {
  /** The single DynamoDB table. */
  tableName: 'TABLE_NAME',
  /** S3 bucket for element documents. */
  documentsBucket: 'DOCUMENTS_BUCKET',
  /** S3 bucket for BPMN XML versions (content-addressed). */
  historyBucket: 'HISTORY_BUCKET',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Sender address of mails (invitations, password reset). */
  mailFrom: 'MAIL_FROM',
  /** Public origin of the SPA, used in links of mails, e.g. https://app.example.com */
  appUrl: 'APP_URL',
} as const;

const OPTIONAL = {
  /** Token issuer when it is not AWS Cognito (cognito-local): http://host:port/<poolId> */
  cognitoIssuer: 'COGNITO_ISSUER',
  awsRegion: 'AWS_REGION',
  /**
   * Origin of the document-download distribution in the cloud (`https://<id>.cloudfront.net`):
   * presigned GETs go through it so every download carries nosniff. Unset locally,
   * where s3rver sends those headers itself.
   */
  documentsDownloadOrigin: 'DOCUMENTS_DOWNLOAD_ORIGIN',
  /** State machines of the survey lifecycle; the SFN endpoint comes from AWS_ENDPOINT_URL_SFN. */
  surveyFinishStateMachineArn: 'SURVEY_FINISH_STATE_MACHINE_ARN',
  evaluationPointStateMachineArn: 'EVALUATION_POINT_STATE_MACHINE_ARN',
  /** EventBridge Scheduler group, the role it assumes and the reminder task it invokes. */
  scheduleGroup: 'SCHEDULE_GROUP',
  schedulerRoleArn: 'SCHEDULER_ROLE_ARN',
  /** The SQS queue every schedule hands an event to that still failed after its retries. */
  scheduleDeadLetterQueueArn: 'SCHEDULE_DEAD_LETTER_QUEUE_ARN',
  reminderFunctionArn: 'REMINDER_FUNCTION_ARN',
  /** The overdue check of a measure, invoked by its one-time schedule. */
  measureOverdueFunctionArn: 'MEASURE_OVERDUE_FUNCTION_ARN',
  /** The overdue reminder of a risk assessment step, invoked by its one-time schedule. */
  riskStepOverdueFunctionArn: 'RISK_STEP_OVERDUE_FUNCTION_ARN',
  /** The deletion of a whole tenant, invoked by its one-time schedule at the end of the waiting period. */
  tenantDeletionFunctionArn: 'TENANT_DELETION_FUNCTION_ARN',
  /** Days between the request and the deletion of a tenant (default 30; shared tenantDeletionWaitingDays). */
  tenantDeletionWaitingDays: 'TENANT_DELETION_WAITING_DAYS',
  /** Where bug reports of the help centre go; without it, the sender address MAIL_FROM. */
  supportMail: 'SUPPORT_MAIL',
} as const;

export type RequiredSetting = keyof typeof REQUIRED;
export type OptionalSetting = keyof typeof OPTIONAL;

export function setting(name: RequiredSetting): string {
  const variable = REQUIRED[name];
  const value = process.env[variable];
  if (!value) throw new Error(`Environment variable ${variable} is not set`);
  return value;
}

export function optionalSetting(name: OptionalSetting): string | undefined {
  return process.env[OPTIONAL[name]] || undefined;
}

/** Environment variable names, for infra and the local cloud to set. */
export const ENV_VARIABLES = { ...REQUIRED, ...OPTIONAL } as const;
