import type { AdminCreateUserCommandInput } from '@aws-sdk/client-cognito-identity-provider';

export interface AccountHolder {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The AdminCreateUser input of a sign-in account: the e-mail address is the user name and counts
 * as verified, no password yet and no mail from Cognito itself (the app sends its own link). The
 * app's invitations and the local demo seed create accounts alike.
 */
export const newAccountInput = (userPoolId: string, user: AccountHolder): AdminCreateUserCommandInput => ({
  UserPoolId: userPoolId,
  Username: user.userId,
  MessageAction: 'SUPPRESS',
  UserAttributes: [
    { Name: 'email', Value: user.userId },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: user.firstName },
    { Name: 'family_name', Value: user.lastName },
  ],
});
