import { get } from 'node:http';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { hasSetting, optionalSetting, setting } from '../config/env.js';

/** The verified claims a handler relies on. */
export interface VerifiedToken {
  readonly sub: string;
  readonly username: string;
  /** When the user signed in (epoch s): `auth_time`, else `iat`; sessions older than a password reset die. */
  readonly authTime?: number;
}

/**
 * aws-jwt-verify fetches JWKS over https only; the local issuer (cognito-local) speaks http,
 * so the local verifier gets a fetcher built on node:http, which the AWS SDK has loaded already
 * (the global fetch would load a second HTTP stack on a cold start).
 */
class PlainHttpFetcher implements Fetcher {
  fetch(uri: string): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      get(uri, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`JWKS fetch failed: ${response.statusCode}`));
            return;
          }
          resolve(new Uint8Array(Buffer.concat(chunks)).buffer);
        });
      }).on('error', reject);
    });
  }
}

interface Verifier {
  readonly verify: (token: string) => Promise<JwtPayload>;
  /** Fetches the issuer's signing keys (JWKS) into the verifier's cache. */
  readonly hydrate: () => Promise<void>;
}

function createVerifier(): Verifier {
  const clientId = setting('userPoolClientId');
  const localIssuer = optionalSetting('cognitoIssuer');
  if (localIssuer) {
    const verifier = JwtRsaVerifier.create(
      {
        issuer: localIssuer,
        jwksUri: `${localIssuer}/.well-known/jwks.json`,
        // Access tokens carry no `aud`; client_id and token_use are checked instead.
        audience: null,
        customJwtCheck: ({ payload }) => {
          if (payload.client_id !== clientId) throw new Error('Token was issued for another client');
          if (payload.token_use !== 'access') throw new Error('Not an access token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: new PlainHttpFetcher() }) },
    );
    return { verify: (token) => verifier.verify(token), hydrate: () => verifier.hydrate() };
  }
  const verifier = CognitoJwtVerifier.create({
    userPoolId: setting('userPoolId'),
    tokenUse: 'access',
    clientId,
  });
  return { verify: (token) => verifier.verify(token), hydrate: () => verifier.hydrate() };
}

let verifier: Verifier | undefined;
/** The signing keys' fetch started at load; settles (never rejects) when it ended either way. */
let signingKeys: Promise<void> | undefined;

/**
 * Starts fetching the signing keys without waiting for them, so that on a cold start the fetch
 * overlaps with loading the rest of the function instead of delaying its first answer. A failed
 * fetch is forgotten: the first verification fetches again.
 */
function prefetchSigningKeys(): void {
  verifier ??= createVerifier();
  signingKeys ??= verifier.hydrate().catch(() => undefined);
}

// At load when the environment is already there (in Lambda it is); the local cloud and the
// tests may set it later, then the first verification fetches the keys.
if (hasSetting('userPoolClientId') && (optionalSetting('cognitoIssuer') || hasSetting('userPoolId'))) {
  prefetchSigningKeys();
}

/** Verifies a Cognito access token (signature, issuer, expiry, client) and returns its claims. */
export async function verifyAccessToken(token: string): Promise<VerifiedToken> {
  verifier ??= createVerifier();
  // A verification during the prefetch waits for its keys; after a failed prefetch it fetches them.
  await signingKeys;
  const payload = await verifier.verify(token);
  const username = payload.username;
  if (typeof payload.sub !== 'string' || typeof username !== 'string') throw new Error('Token lacks claims');
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
  return { sub: payload.sub, username, authTime };
}
