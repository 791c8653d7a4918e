import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { optionalSetting, setting } from '../config/env.js';

/** The verified claims a handler relies on. */
export interface VerifiedToken {
  readonly sub: string;
  readonly username: string;
  /** When the user signed in (epoch s): `auth_time`, else `iat`; sessions older than a password reset die. */
  readonly authTime?: number;
}

/**
 * aws-jwt-verify fetches JWKS over https only; the local issuer (cognito-local) speaks http,
 * so the local verifier gets a fetcher built on the global fetch.
 */
class PlainHttpFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  }
}

type Verify = (token: string) => Promise<JwtPayload>;

function createVerifier(): Verify {
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
    return (token) => verifier.verify(token);
  }
  const verifier = CognitoJwtVerifier.create({
    userPoolId: setting('userPoolId'),
    tokenUse: 'access',
    clientId,
  });
  return (token) => verifier.verify(token);
}

let verify: Verify | undefined;

/** Verifies a Cognito access token (signature, issuer, expiry, client) and returns its claims. */
export async function verifyAccessToken(token: string): Promise<VerifiedToken> {
  verify ??= createVerifier();
  const payload = await verify(token);
  const username = payload.username;
  if (typeof payload.sub !== 'string' || typeof username !== 'string') throw new Error('Token lacks claims');
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
  return { sub: payload.sub, username, authTime };
}
