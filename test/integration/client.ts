import type { LoginResponse } from '@prozesspuls/shared';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Prozess!2026';

export interface Reply<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/** Calls the API as the browser does and answers status plus parsed JSON body. */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${inject('baseUrl')}/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function login(userName: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const reply = await api<LoginResponse>('POST', '/authenticate', { form: { userName, password } });
  if (reply.status !== 200)
    throw new Error(`login of ${userName} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

interface StoredMail {
  readonly destination: { readonly to: readonly string[] };
  readonly subject: string;
  readonly body: { readonly text?: string; readonly html?: string };
}

/** The newest mail to `to` in the local SES mailbox. */
export async function latestMailTo(to: string): Promise<StoredMail | undefined> {
  const response = await fetch(`${inject('mailboxUrl')}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to)).at(-1);
}

/** The token of the /tokenAuth/{token} link in a mail text ('' when there is none). */
export function tokenAuthTokenIn(text: string | undefined): string {
  return /\/tokenAuth\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';
}

/** The token of the newest /tokenAuth link mailed to `to` (invitation or password reset). */
export async function newestTokenAuthToken(to: string): Promise<string> {
  return tokenAuthTokenIn((await latestMailTo(to))?.body.text);
}
