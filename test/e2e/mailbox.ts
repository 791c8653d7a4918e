import { type APIRequestContext, expect } from '@playwright/test';

export interface StoredMail {
  readonly destination: { readonly to: readonly string[] };
  readonly subject?: string;
  readonly body: { readonly text?: string };
  readonly at: number;
}

/**
 * `count` addresses in the demo client's own mail domain (surveys go only to its allowed domains),
 * `<prefix>-<n>-<tag>@demo.local`, numbered from 1; their mails land in the SES emulator's store.
 */
export const participantAddresses = (prefix: string, count: number, tag: string): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}-${tag}@demo.local`);

/** Every mail to `to` in the SES emulator's store, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<StoredMail[]> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set (the localCloud fixture in fixtures.ts sets it)');
  const { emails } = (await (await request.get(`${mailbox}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to)).sort((a, b) => b.at - a.at);
}

/** The first match of `link` in the newest mail to `to`, polled from the SES emulator's store. */
export async function newestMailedLink(
  request: APIRequestContext,
  to: string,
  link: RegExp,
): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(request, to);
      path = link.exec(mail?.body.text ?? '')?.[0];
      return path;
    })
    .toBeTruthy();
  return path ?? '';
}

/** The path of the newest /tokenAuth link mailed to `to`, read from the SES emulator's store. */
export function newestTokenLink(request: APIRequestContext, to: string): Promise<string> {
  return newestMailedLink(request, to, /\/tokenAuth\/[^\s"<]+/);
}
