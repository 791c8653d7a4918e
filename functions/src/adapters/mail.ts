import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { setting } from '../config/env.js';
import { traced } from './observability.js';

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_SESV2 when set. */
const ses = traced(new SESv2Client({}));

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: setting('mailFrom'),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
