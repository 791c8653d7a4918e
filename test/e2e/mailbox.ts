import { type APIRequestContext, expect } from '@playwright/test';

interface StoredMail {
  readonly destination: { readonly to: readonly string[] };
  readonly subject?: string;
  readonly body: { readonly text?: string };
  readonly at: number;
}

/** The first match of `link` in the newest mail to `to`, polled from the SES emulator's store. */
export async function newestMailedLink(
  request: APIRequestContext,
  to: string,
  link: RegExp,
): Promise<string> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set (the global setup starts the local cloud)');
  let path: string | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get(`${mailbox}/store`)).json()) as { emails: StoredMail[] };
      const mail = emails
        .filter((candidate) => candidate.destination.to.includes(to))
        .sort((a, b) => b.at - a.at)[0];
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
