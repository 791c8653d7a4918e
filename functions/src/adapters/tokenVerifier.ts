import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { optionalSetting, setting } from '../config/env.js';
import { VerifiedTokenCache } from './verifiedTokens.js';

/** The verified claims a handler relies on. */
export interface VerifiedToken {
  readonly sub: string;
  readonly username: string;
  /** When the user signed in (epoch s): `auth_time`, else `iat`; sessions older than a password reset die. */
  readonly authTime?: number;
}

/**
 * aws-jwt-verify fetches JWKS over https only; the local issuer (cognito-local) speaks http,
 * so the local verifier gets a fetcher built on node:http, which the AWS SDK has loaded already.
 * Taken as the CommonJS module: the global fetch, like an ESM import of node:http (whose
 * namespace reads every export, the fetch-based ones too), would load undici on a cold start.
 */
class PlainHttpFetcher implements Fetcher {
  fetch(uri: string): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      process
        .getBuiltinModule('node:http')
        .get(uri, (response) => {
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
        })
        .on('error', reject);
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

/** The settings a verifier is made from: the app client and the issuer (local) or user pool. */
const verifierSettings = () =>
  `${setting('userPoolClientId')} ${optionalSetting('cognitoIssuer') ?? setting('userPoolId')}`;

interface Prefetched {
  readonly settings: string;
  readonly verifier: Verifier;
  /** Settles (never rejects) when the fetch ended either way. */
  readonly signingKeys: Promise<void>;
}

/**
 * Starts fetching the signing keys without waiting for them, so that on a cold start the fetch
 * overlaps with loading the rest of the function instead of delaying its first answer. A failed
 * fetch is forgotten: the first verification fetches again. Runs at load when the environment is
 * there already (in Lambda it is); never fails the load: an unusable configuration fails the
 * first verification instead, as without the prefetch.
 */
function prefetchSigningKeys(): Prefetched | undefined {
  try {
    const verifier = createVerifier();
    return { settings: verifierSettings(), verifier, signingKeys: verifier.hydrate().catch(() => undefined) };
  } catch {
    return undefined;
  }
}

const prefetched = prefetchSigningKeys();
let verifier: Verifier | undefined;

const verifiedTokens = new VerifiedTokenCache<VerifiedToken>();

/**
 * Verifies a Cognito access token (signature, issuer, expiry, client) and returns its claims; a
 * token this container verified already counts until it expires (VerifiedTokenCache).
 */
export async function verifyAccessToken(token: string): Promise<VerifiedToken> {
  const known = verifiedTokens.get(token);
  if (known) return known;
  if (!verifier) {
    // The prefetch counts only for the settings in force now (the local cloud and tests may set
    // them after the load); a verification during it waits for its keys.
    const usable = prefetched?.settings === verifierSettings() ? prefetched : undefined;
    verifier = usable?.verifier ?? createVerifier();
    await usable?.signingKeys;
  }
  const payload = await verifier.verify(token);
  const username = payload.username;
  if (typeof payload.sub !== 'string' || typeof username !== 'string') throw new Error('Token lacks claims');
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
  const claims: VerifiedToken = { sub: payload.sub, username, authTime };
  verifiedTokens.put(token, claims, payload.exp);
  return claims;
}
