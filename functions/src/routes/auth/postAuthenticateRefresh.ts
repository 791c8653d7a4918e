import { MSG, refreshRequest } from '@prozesspuls/shared';
import { verifyAccessToken } from '../../adapters/tokenVerifier.js';
import { InvalidCredentials, refreshSession } from '../../adapters/userPool.js';
import { assertSessionStillValid, refreshTokenIssuedAt } from '../../domain/auth/sessions.js';
import { NotAuthenticated } from '../../domain/errors.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Renews the access token; a refresh token from before the user's last password reset is refused. */
async function renew(refreshToken: string) {
  let tokens: Awaited<ReturnType<typeof refreshSession>>;
  try {
    tokens = await refreshSession(refreshToken);
  } catch (error) {
    if (error instanceof InvalidCredentials) throw new NotAuthenticated(MSG.unauthenticated);
    throw error;
  }
  const claims = await verifyAccessToken(tokens.accessToken);
  // The sign-in the session began with: the refresh token's own time when readable (cognito-local),
  // else the renewed access token's auth_time, which Cognito carries over from the sign-in.
  const issuedAt = refreshTokenIssuedAt(refreshToken);
  const authTime = Math.min(issuedAt ?? Number.POSITIVE_INFINITY, claims.authTime ?? 0);
  await assertSessionStillValid({ ...claims, authTime });
  return tokens;
}

export const handler = publicRoute(
  'auth/postAuthenticateRefresh',
  { body: refreshRequest },
  async ({ body }) => ok(await renew(body.refreshToken)),
);
