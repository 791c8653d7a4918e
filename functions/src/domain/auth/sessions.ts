import type { VerifiedToken } from '../../adapters/tokenVerifier.js';
import { optionalSetting } from '../../config/env.js';
import { loadAuthState, raiseAuthStamp } from '../../data/repositories/authState.js';
import { NotAuthenticated } from '../errors.js';

/**
 * Sessions end on a password reset: the user's authState item (data/entities/auth.ts) carries
 * `sessionsValidAfter` (epoch s); access and refresh tokens whose sign-in is older are refused.
 * Cognito's global sign-out revokes the refresh tokens in the cloud as well, but access tokens
 * stay valid there until they expire, and cognito-local has no global sign-out at all, so the
 * stamp is what every request is checked against.
 */

/** The first second in which a sign-in counts again (0: no reset yet). */
export async function sessionsValidAfter(userId: string): Promise<number> {
  return (await loadAuthState(userId))?.sessionsValidAfter ?? 0;
}

/**
 * Ends every session of the user that exists at `now`. Token times have whole seconds, so the
 * stamp is the next second: a session of this very second dies too, and sign-ins wait for it
 * (see waitForNewSessions).
 */
export async function endAllSessions(userId: string, now = Date.now()): Promise<void> {
  const stamp = Math.floor(now / 1000) + 1;
  await raiseAuthStamp(userId, 'sessionsValidAfter', stamp);
  // The emulator (a local issuer is configured) does not know AdminUserGlobalSignOut.
  if (optionalSetting('cognitoIssuer')) return;
  // Loaded on use: every signed-in request checks its session through this module, and only
  // this reset needs the Cognito client, which would add its SDK to every cold start.
  const { signOutEverywhere } = await import('../../adapters/userPool.js');
  await signOutEverywhere(userId);
}

/** Refuses (401) a verified access token whose sign-in lies before the user's last password reset. */
export async function assertSessionStillValid(claims: VerifiedToken): Promise<void> {
  if (sessionOutdated(await sessionsValidAfter(claims.username), claims.authTime))
    throw new NotAuthenticated();
}

/** True when a session signed in at `authTime` (epoch s) began before the stamp (0: no reset yet). */
export function sessionOutdated(stamp: number, authTime: number | undefined): boolean {
  return stamp > 0 && (authTime ?? 0) < stamp;
}

/** A sign-in right after a reset waits for the stamp's second, so its tokens are not refused. */
export async function waitForNewSessions(userId: string): Promise<void> {
  const wait = (await sessionsValidAfter(userId)) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 10));
}

/**
 * The issue time (epoch s) of a refresh token when it can be read: cognito-local issues signed
 * JWTs, AWS Cognito opaque encrypted ones (those are revoked by the global sign-out instead).
 * Read only after Cognito has accepted the token, so the unverified payload is the real one.
 */
export function refreshTokenIssuedAt(refreshToken: string): number | undefined {
  const parts = refreshToken.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
    if (
      typeof payload === 'object' &&
      payload !== null &&
      'iat' in payload &&
      typeof payload.iat === 'number'
    ) {
      return payload.iat;
    }
  } catch {
    // Not a JWT: nothing to read.
  }
  return undefined;
}
