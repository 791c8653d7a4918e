import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A local issuer as cognito-local is one: its signing keys over plain http.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' }] };
let server: Server;
let issuer = '';
let jwksRequests = 0;
const savedEnv = { ...process.env };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function accessToken(key: KeyObject = privateKey, claims: object = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'RS256', kid: 'key-1', typ: 'JWT' })}.${base64url({
    sub: 'sub-1',
    username: 'a@b.de',
    client_id: 'app-client',
    token_use: 'access',
    iss: issuer,
    iat: now,
    auth_time: now - 5,
    exp: now + 600,
    ...claims,
  })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url')}`;
}

/** The module as a fresh function container loads it, with the environment as it is now. */
async function load() {
  vi.resetModules();
  return import('./tokenVerifier.js');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/pool-1/.well-known/jwks.json') {
      response.writeHead(404).end();
      return;
    }
    jwksRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool-1`;
});

afterAll(async () => {
  process.env = savedEnv;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  jwksRequests = 0;
  process.env = { ...savedEnv, USER_POOL_CLIENT_ID: 'app-client', COGNITO_ISSUER: issuer };
});

describe('verifyAccessToken', () => {
  it('fetches the signing keys while the function loads and verifies the first token with them', async () => {
    const { verifyAccessToken } = await load();
    await vi.waitFor(() => expect(jwksRequests).toBe(1));

    const claims = await verifyAccessToken(accessToken());

    expect(claims).toEqual({ sub: 'sub-1', username: 'a@b.de', authTime: expect.any(Number) });
    expect(jwksRequests).toBe(1);
  });

  it('refuses a token signed with another key, for another client or of another use', async () => {
    const { verifyAccessToken } = await load();
    await expect(verifyAccessToken(accessToken(otherKey))).rejects.toThrow();
    await expect(verifyAccessToken(accessToken(privateKey, { client_id: 'other' }))).rejects.toThrow();
    await expect(verifyAccessToken(accessToken(privateKey, { token_use: 'id' }))).rejects.toThrow();
  });

  it('answers a token it verified from memory, yet refuses it once it expired and any altered copy', async () => {
    const { verifyAccessToken } = await load();
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = accessToken(privateKey, { exp: expiresAt });
    await expect(verifyAccessToken(token)).resolves.toMatchObject({ username: 'a@b.de' });
    await expect(verifyAccessToken(token)).resolves.toMatchObject({ username: 'a@b.de' });
    await expect(verifyAccessToken(`${token.slice(0, -2)}AA`)).rejects.toThrow();
    vi.useFakeTimers({ toFake: ['Date'], now: (expiresAt + 1) * 1000 });
    try {
      await expect(verifyAccessToken(token)).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads without its settings and verifies with the settings in force at the first token', async () => {
    process.env = {
      ...savedEnv,
      USER_POOL_CLIENT_ID: 'app-client',
      COGNITO_ISSUER: 'http://127.0.0.1:9/gone',
    };
    const { verifyAccessToken } = await load();
    process.env.COGNITO_ISSUER = issuer;

    await expect(verifyAccessToken(accessToken())).resolves.toMatchObject({ username: 'a@b.de' });
    expect(jwksRequests).toBe(1);
  });

  it('loads with an unusable configuration and refuses tokens instead', async () => {
    process.env = { ...savedEnv, USER_POOL_CLIENT_ID: 'app-client', USER_POOL_ID: 'not-a-pool' };
    delete process.env.COGNITO_ISSUER;
    const { verifyAccessToken } = await load();
    await expect(verifyAccessToken(accessToken())).rejects.toThrow();
  });
});
