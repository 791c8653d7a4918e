import type { LoginResponse } from '@prozesspuls/shared';
import { expect, inject } from 'vitest';

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
  // A download (a ZIP, a PDF) is no JSON: its body is answered as the raw bytes.
  if (!/json/.test(response.headers.get('content-type') ?? 'application/json')) {
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) as T };
  }
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function login(userName: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const reply = await api<LoginResponse>('POST', '/authenticate', { form: { userName, password } });
  if (reply.status !== 200)
    throw new Error(`login of ${userName} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A mail as the local SES emulator's store lists it. */
export interface StoredMail {
  readonly destination: { readonly to: readonly string[] };
  readonly subject: string;
  readonly body: { readonly text?: string; readonly html?: string };
}

/** POST /bpmn/file/{name}: a new empty model in the folder; the test fails unless it was created. */
export async function createdModel(token: string, name: string, folderId = 'default'): Promise<string> {
  const created = await api<{ uuid: string }>(
    'POST',
    `/bpmn/file/${encodeURIComponent(name)}?folderId=${folderId}`,
    { token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.uuid;
}

/** PUT /bpmn/{uuid}/releaseEnabled: switches release on or off for the model; answers the status. */
export async function releaseSwitchStatus(
  token: string,
  uuid: string,
  releaseEnabled: boolean,
): Promise<number> {
  return (await api('PUT', `/bpmn/${uuid}/releaseEnabled`, { token, json: { releaseEnabled } })).status;
}

/** Calls a share route with the X-Share-Auth header as the SPA sends it (none when `undefined`). */
export async function shareCall<T>(
  method: string,
  path: string,
  token: string,
  shareAuth: string | undefined,
  json?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (shareAuth !== undefined) headers['x-share-auth'] = shareAuth;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Every mail in the local SES mailbox, oldest first. */
export async function storedMails(): Promise<StoredMail[]> {
  const response = await fetch(`${inject('mailboxUrl')}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

/** The mails to `to` in the local SES mailbox, oldest first. */
export async function mailsTo(to: string): Promise<StoredMail[]> {
  return (await storedMails()).filter((mail) => mail.destination.to.includes(to));
}

/** How many mails in the local SES mailbox went to `to`. */
export async function mailCount(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}

/** The newest mail to `to` in the local SES mailbox. */
export async function latestMailTo(to: string): Promise<StoredMail | undefined> {
  return (await mailsTo(to)).at(-1);
}

/** The token of the /teilnahme/{token} link in a mail text ('' when there is none). */
export function participationTokenIn(text: string | undefined): string {
  return /\/teilnahme\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';
}

/** The participation token of the newest /teilnahme link mailed to `to` ('' when there is none). */
export async function mailedParticipationToken(to: string): Promise<string> {
  return participationTokenIn((await latestMailTo(to))?.body.text);
}

/** The token of the /tokenAuth/{token} link in a mail text ('' when there is none). */
export function tokenAuthTokenIn(text: string | undefined): string {
  return /\/tokenAuth\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';
}

/** The token of the newest /tokenAuth link mailed to `to` (invitation or password reset). */
export async function newestTokenAuthToken(to: string): Promise<string> {
  return tokenAuthTokenIn((await latestMailTo(to))?.body.text);
}

/** The access token of a user signed in with `password` (the demo password when left out). */
export async function accessToken(userName: string, password = DEMO_PASSWORD): Promise<string> {
  return (await login(userName, password)).accessToken;
}

/** The access tokens of `accounts` (signed in one after another, demo password), by the same keys. */
export async function accessTokens<K extends string>(
  accounts: Readonly<Record<K, string>>,
): Promise<Record<K, string>> {
  const tokens: Partial<Record<K, string>> = {};
  for (const key of Object.keys(accounts) as K[]) tokens[key] = await accessToken(accounts[key]);
  return tokens as Record<K, string>;
}

/** Access tokens of the seeded demo users of client 1 (infra/local/demoData.ts). */
export interface DemoTokens {
  /** admin@demo.local: ADMIN, superuser. */
  readonly admin: string;
  /** modeller@demo.local: PROCESS. */
  readonly modeller: string;
  /** mitarbeiter@demo.local: neither PROCESS nor ADMIN. */
  readonly employee: string;
}

/** Signs in the three demo users one after another: `({ admin, modeller } = await signInDemoUsers());`. */
export async function signInDemoUsers(): Promise<DemoTokens> {
  return {
    admin: await accessToken('admin@demo.local'),
    modeller: await accessToken('modeller@demo.local'),
    employee: await accessToken('mitarbeiter@demo.local'),
  };
}

/** A new role of the admin's current client granting exactly `permissions`; answers its id. */
export async function roleWith(
  admin: string,
  roleTitle: string,
  permissions: readonly string[],
): Promise<string> {
  const role = await api<{ id: string }>('POST', '/role', { token: admin, json: { roleTitle } });
  if (role.status !== 201) throw new Error(`role ${roleTitle}: ${role.status} ${JSON.stringify(role.body)}`);
  for (const name of permissions) {
    await api('POST', '/permission', { token: admin, json: { roleId: role.body.id, name, granted: true } });
  }
  return role.body.id;
}

export interface Invitee {
  readonly userId: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roleIds: readonly string[];
}

/**
 * A user the admin adds to the current client, who sets the password through the mailed link
 * (as a new colleague does); answers the user's access token.
 */
export async function invitedMember(admin: string, invitee: Invitee): Promise<string> {
  const { userId, password, firstName, lastName, roleIds } = invitee;
  const added = await api('POST', '/user/add', {
    token: admin,
    json: { userId, firstName, lastName, role: roleIds },
  });
  if (added.status !== 201)
    throw new Error(`adding ${userId}: ${added.status} ${JSON.stringify(added.body)}`);
  const authToken = await newestTokenAuthToken(userId);
  const set = await api('POST', '/authenticate/authToken', { form: { authToken, password } });
  if (set.status !== 200) throw new Error(`password of ${userId}: ${set.status} ${JSON.stringify(set.body)}`);
  return accessToken(userId, password);
}

/** A colleague with the role 'modellierer', who writes in the folder 'default'; answers the colleague's token. */
export const invitedModeller = (admin: string, person: Omit<Invitee, 'roleIds'>) =>
  invitedMember(admin, { ...person, roleIds: ['modellierer'] });

/** A colleague whose only role is a new one granting exactly `permissions`: answers the role's id and the colleague's token. */
export async function memberWithNewRole(
  admin: string,
  roleTitle: string,
  permissions: readonly string[],
  person: Omit<Invitee, 'roleIds'>,
): Promise<{ roleId: string; token: string }> {
  const roleId = await roleWith(admin, roleTitle, permissions);
  return { roleId, token: await invitedMember(admin, { ...person, roleIds: [roleId] }) };
}
