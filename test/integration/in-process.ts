import { inject } from 'vitest';

/**
 * Points the functions' modules that a test imports into its own process at the local cloud, so
 * that a task or repository runs as in a Lambda: DynamoDB (one shared database, whatever the
 * credentials) and, with `mail`, the mailbox that stands in for SES and the app's address for the
 * links in mails. Call it before the dynamic import, which reads the environment once.
 */
export function pointFunctionsAtLocalCloud(options: { readonly mail?: boolean } = {}): void {
  Object.assign(process.env, {
    TABLE_NAME: 'prozesspuls',
    AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  if (!options.mail) return;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: inject('mailboxUrl'),
    MAIL_FROM: 'ProzessPuls <noreply@prozesspuls.local>',
    APP_URL: 'http://localhost:5173',
  });
}
