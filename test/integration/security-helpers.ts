import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
  sign,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { MSG, type RouteDef } from '@prozesspuls/shared';
import { expect, inject } from 'vitest';
import { isImplemented } from '../../functions/src/routes/registry.js';
import { api, latestMailTo, login, tokenAuthTokenIn } from './client.js';

/** The answer of a raw call: status, raw text and the JSON body when there is one. */
export interface RawReply {
  readonly status: number;
  readonly text: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One HTTP call with the path sent exactly as given (fetch/URL would resolve `..`, `%2e%2e`
 * and re-encode escapes before they reach the server). `path` is below `/api`.
 */
export function rawCall(
  method: string,
  path: string,
  options: { token?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawReply> {
  const base = new URL(inject('baseUrl'));
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path: `/api${path}`, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** A JSON call with a raw path. */
export function jsonCall(method: string, path: string, token: string | undefined, json?: unknown) {
  return rawCall(method, path, {
    token,
    ...(json === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
  });
}

/** Runs `work` over `items`, at most `limit` at a time, answers results in order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

export const isBuilt = (route: RouteDef) => isImplemented(route.name);

/**
 * A 5xx is a failure, except the placeholder's honest 501 'Noch nicht verfügbar' on a route
 * that is not built yet (functions/src/routes/registry.ts serves it by notImplemented.ts).
 */
export function serverFailure(route: RouteDef, reply: RawReply): string | undefined {
  if (reply.status < 500) return undefined;
  if (reply.status === 501 && !isBuilt(route) && reply.text.includes(MSG.notYetAvailable)) return undefined;
  return `${reply.status} ${reply.text.slice(0, 160)}`;
}

/** `/user/{id}` → `/user/<value>`: each parameter from `value(name)`, inserted as given. */
export function fillPath(route: RouteDef, value: (name: string, index: number) => string): string {
  let index = 0;
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name, index++));
}

export const paramsOf = (route: RouteDef) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

// --- forged tokens --------------------------------------------------------------------------

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signRs256(header: object, payload: object, key: KeyObject): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** cognito-local's own signing key: lets the suite mint an expired token the server would otherwise trust. */
function localIssuerKey(): KeyObject {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

/**
 * Tokens that must never be accepted, built from a real access token's header and claims:
 * signed with another key, expired (signed with the real local key), alg none, HS256 with the
 * public key as secret, a tampered payload, an id token, another app client, and garbage.
 */
export function forgedTokens(real: string, idToken: string): Record<string, string> {
  const [h = '', p = '', s = ''] = real.split('.');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const realKey = localIssuerKey();
  return {
    'signed with another key': signRs256(header, claims, otherKey),
    'expired (real key)': signRs256(header, { ...claims, iat: now - 7200, exp: now - 3600 }, realKey),
    'not yet valid / far future iat, expired': signRs256(header, { ...claims, exp: now - 1 }, realKey),
    'other app client (real key)': signRs256(header, { ...claims, client_id: 'fremder-client' }, realKey),
    'other issuer (real key)': signRs256(header, { ...claims, iss: 'http://evil.example' }, realKey),
    'alg none': `${b64url({ ...header, alg: 'none' })}.${b64url(claims)}.`,
    'alg none, no dot': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}`,
    'tampered payload': `${h}.${b64url({ ...claims, username: 'admin@demo.local' })}.${s}`,
    'id token instead of access token': idToken,
    garbage: 'garbage',
    'three dots': 'a.b.c',
    'empty segments': '..',
    // Below Node's 16 KB header limit, so that the verifier itself has to refuse it.
    'huge token': `${h}.${'A'.repeat(8_000)}.${s}`,
  };
}

// --- tenants ----------------------------------------------------------------------------

/** Sets the password of an invited user with the link of their newest invitation mail. */
export async function acceptInvitation(email: string, password: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await latestMailTo(email);
    const token = tokenAuthTokenIn(mail?.body.text);
    if (token) {
      const set = await api('POST', '/authenticate/authToken', { form: { authToken: token, password } });
      if (set.status !== 200) throw new Error(`invitation of ${email}: ${set.status}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail for ${email}`);
}

export interface Tenant {
  readonly clientId: number;
  readonly adminEmail: string;
  readonly password: string;
  token: string;
}

/** What a fresh tenant may bring beyond its name: its logo (a data: image URL). */
export interface TenantLook {
  readonly imageUrl?: string;
}

/** A fresh tenant with its own administrator (through the superuser API), signed in. */
export async function createTenant(
  superuserToken: string,
  label: string,
  look: TenantLook = {},
): Promise<Tenant> {
  const tag = randomUUID().slice(0, 8);
  const adminEmail = `chef-${label.toLowerCase()}-${tag}@sicherheit.local`;
  const created = await api<{ id: number }>('POST', '/client', {
    token: superuserToken,
    json: { companyName: `Sicherheit ${label} ${tag}`, shortName: label.slice(0, 10), adminEmail, ...look },
  });
  if (created.status !== 201)
    throw new Error(`tenant ${label}: ${created.status} ${JSON.stringify(created.body)}`);
  const password = `Sicher!${tag}Aa1`;
  await acceptInvitation(adminEmail, password);
  const session = await login(adminEmail, password);
  return { clientId: created.body.id, adminEmail, password, token: session.accessToken };
}

/** A fresh tenant (as createTenant) whose administrators hold SURVEY, so its survey calls differ only by id. */
export async function createSurveyTenant(
  superuserToken: string,
  label: string,
  look: TenantLook = {},
): Promise<Tenant> {
  const tenant = await createTenant(superuserToken, label, look);
  const granted = await api('POST', '/permission', {
    token: tenant.token,
    json: { roleId: 'administrator', name: 'SURVEY', granted: true },
  });
  expect(granted.status).toBe(200);
  return tenant;
}

/** The demo modeller's token and, as `other`, a survey tenant of another client labelled `label`. */
export async function modellerAndSurveyTenant(label: string): Promise<{ modeller: string; other: Tenant }> {
  const modeller = (await login('modeller@demo.local')).accessToken;
  const superuser = (await login('admin@demo.local')).accessToken;
  return { modeller, other: await createSurveyTenant(superuser, label) };
}

// --- request bodies ----------------------------------------------------------------------

/** A tenant's fixtures: every kind of id the routes take. */
export interface Fixtures {
  readonly clientId: number;
  readonly adminEmail: string;
  readonly folder: string;
  readonly model: string;
  readonly commit: string;
  readonly elementId: string;
  readonly role: string;
  readonly victim: string;
  readonly customElement: string;
}

/** A 1×1 PNG (custom element icons must be images). */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const SMALL_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="P"><bpmn:task id="Activity_Angriff" name="Angriff" /></bpmn:process></bpmn:definitions>`;

let folderProbes = 0;

/** A valid-looking body for the route naming the given ids (a kitchen sink for routes not listed). */
export function bodyFor(route: RouteDef, ids: Fixtures, attacker: string): unknown {
  switch (route.name) {
    case 'postAuthenticate':
      return { userName: `niemand-${ids.elementId}@sicherheit.local`, password: 'Falsch!2026' };
    case 'postAuthenticateRefresh':
      return { refreshToken: 'kein.gueltiges.token' };
    case 'postAuthenticateResetPassword':
      return { email: `niemand-${ids.elementId}@sicherheit.local` };
    case 'postAuthenticateAuthToken':
      return { authToken: 'x'.repeat(32), password: 'Neu!2026abc' };
    case 'postRole':
      return { roleTitle: 'Neue Rolle' };
    case 'postUserAdd':
      return { userId: ids.victim, firstName: 'Angreifer', lastName: 'B', role: ['mitarbeiter'] };
    case 'putUser':
      return { userId: ids.victim, firstName: 'Umbenannt', lastName: 'Angriff', role: ['mitarbeiter'] };
    case 'postPermission':
      return { roleId: ids.role, name: 'ADMIN', granted: true };
    case 'postClientState':
      return { clientToChangeId: ids.clientId, newActiveState: false };
    case 'postClientIntegration':
      return {
        clientToChangeId: ids.clientId,
        externalURL: 'https://angriff.example',
        integrationState: true,
      };
    case 'postClient':
      return { companyName: 'Angriff', shortName: 'ANG', adminEmail: ids.adminEmail };
    case 'postUserClient':
      return { clientId: ids.clientId };
    case 'postFolder':
    case 'putFolderById':
      // Unique: folder names are unique within a client, and probes repeat.
      folderProbes += 1;
      return {
        folderName: `Angriff ${folderProbes}`,
        folderPermissions: [{ roleId: ids.role, permissions: { PROCESS_READ: true, PROCESS_WRITE: true } }],
      };
    case 'putFolderByIdAdd':
      return { processes: [ids.model] };
    case 'postFolderSharedById':
      return { userIds: [ids.victim] };
    case 'putBpmnByUuid':
      return { diagramXML: SMALL_BPMN, version: 2 };
    case 'putBpmnByUuidFilename':
      return { fileName: 'Umbenannt' };
    case 'putBpmnByUuidInitiator':
      return { initiator: attacker };
    case 'postBpmnByUuidSharedUser':
      return { userId: attacker };
    case 'postBpmnByUuidLink':
      return { elementId: ids.elementId, linkedUuid: ids.model };
    case 'postBpmnByUuidEditMode':
      return { editMode: true };
    case 'postElementNumber':
    case 'putElementNumber':
      return { number: '77', uuidModel: ids.model, elementId: ids.elementId };
    case 'putElementNumberBpmnByUuid':
      return { numbers: [{ elementId: ids.elementId, number: '77' }] };
    case 'postCustomModelingEndpoint':
      return { elementTitle: 'Angriff', imageUrl: PNG };
    case 'putUserReleaseNotes':
      return { version: '0.0.1' };
    case 'putBpmnByUuidReviewDueAt':
      return { reviewDueAt: '2030-01-01' };
    default:
      return {
        id: ids.model,
        uuid: ids.model,
        uuidModel: ids.model,
        modelId: ids.model,
        folderId: ids.folder,
        roleId: ids.role,
        userId: ids.victim,
        userIds: [ids.victim],
        elementId: ids.elementId,
        clientId: ids.clientId,
        clientToChangeId: ids.clientId,
        processes: [ids.model],
        role: [ids.role],
      };
  }
}

/** The upload route takes multipart: a folder as target. */
export function multipart(folderId: string): { body: Buffer; contentType: string } {
  const boundary = `----sweep${randomBytes(6).toString('hex')}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadedFile"; filename="angriff.bpmn"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${SMALL_BPMN}\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
