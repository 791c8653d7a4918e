import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type AuthenticationResultType,
  AuthFlowType,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { setting } from '../config/env.js';
import { cognitoClient } from './cognito.js';
import { type AccountHolder, newAccountInput } from './newAccount.js';

/** Thrown when Cognito rejects the credentials (wrong password, unknown or disabled user). */
export class InvalidCredentials extends Error {}

/** Thrown when Cognito rejects a new password against the pool's policy. */
export class PasswordPolicyViolation extends Error {}

const CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  // cognito-local answers a wrong password with InvalidPasswordException; AWS says NotAuthorized.
  'InvalidPasswordException',
  'UserNotConfirmedException',
]);

function tokensOf(result: AuthenticationResultType | undefined) {
  if (!result?.AccessToken || !result.IdToken) throw new InvalidCredentials('no tokens');
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

export async function signInWithPassword(username: string, password: string) {
  try {
    const { AuthenticationResult } = await cognitoClient.send(
      new InitiateAuthCommand({
        AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
        ClientId: setting('userPoolClientId'),
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const tokens = tokensOf(AuthenticationResult);
    if (!tokens.refreshToken) throw new InvalidCredentials('no refresh token');
    return { ...tokens, refreshToken: tokens.refreshToken };
  } catch (error) {
    if (error instanceof Error && CREDENTIAL_ERRORS.has(error.name)) throw new InvalidCredentials(error.name);
    throw error;
  }
}

/**
 * Whether Cognito refused a refresh token as the caller's fault: a credential error, an invalid
 * parameter (AWS: a token longer than its limit), or any other 4xx except throttling. cognito-local
 * answers an oversized body with an HTML 413, which the SDK reports as a deserialization error
 * that carries the HTTP status only in `$response`: that was the 500 for a 1 MB refresh token.
 */
function refusedRefresh(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (CREDENTIAL_ERRORS.has(error.name) || error.name === 'InvalidParameterException') return true;
  const details = error as { $metadata?: { httpStatusCode?: number }; $response?: { statusCode?: number } };
  const status = details.$metadata?.httpStatusCode ?? details.$response?.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 429;
}

export async function refreshSession(refreshToken: string) {
  try {
    const { AuthenticationResult } = await cognitoClient.send(
      new InitiateAuthCommand({
        AuthFlow: AuthFlowType.REFRESH_TOKEN_AUTH,
        ClientId: setting('userPoolClientId'),
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return tokensOf(AuthenticationResult);
  } catch (error) {
    if (error instanceof InvalidCredentials) throw error;
    if (refusedRefresh(error)) throw new InvalidCredentials((error as Error).name);
    throw error;
  }
}

export async function setPermanentPassword(username: string, password: string): Promise<void> {
  try {
    await cognitoClient.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: setting('userPoolId'),
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw new PasswordPolicyViolation(error.message);
    }
    throw error;
  }
}

/**
 * Creates the sign-in account without a password and without Cognito's own mail: the
 * invitation link sets the password. Answers false when the account exists already.
 */
export async function createAccount(user: AccountHolder): Promise<boolean> {
  try {
    await cognitoClient.send(new AdminCreateUserCommand(newAccountInput(setting('userPoolId'), user)));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException') return false;
    throw error;
  }
}

/**
 * Revokes every refresh token of the user in Cognito (access tokens stay valid until they
 * expire; the session stamp refuses them). cognito-local has no AdminUserGlobalSignOut.
 */
export async function signOutEverywhere(username: string): Promise<void> {
  await cognitoClient.send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: setting('userPoolId'), Username: username }),
  );
}

/** Deletes the sign-in account (Art. 17 DSGVO); one that is gone already is fine. */
export async function deleteAccount(username: string): Promise<void> {
  try {
    await cognitoClient.send(
      new AdminDeleteUserCommand({ UserPoolId: setting('userPoolId'), Username: username }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw error;
  }
}

/**
 * Whether the sign-in account has been taken into use (a password set). Until then the profile
 * holds only what the inviting admin typed, and that admin may still correct it.
 */
export async function accountActivated(userId: string): Promise<boolean> {
  try {
    const { UserStatus } = await cognitoClient.send(
      new AdminGetUserCommand({ UserPoolId: setting('userPoolId'), Username: userId }),
    );
    return UserStatus !== 'FORCE_CHANGE_PASSWORD';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return false;
    throw error;
  }
}
