import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

/**
 * The Cognito user pool. Users are created by administrators (no self sign-up); the username is
 * the lower-cased e-mail address, which is what the handlers read from the access token.
 */
export class IdentityStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      mfa: Mfa.OFF,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The specified sign-in is e-mail address and password only; MFA would need an enrolment flow the product does not have yet.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus tier adds threat protection, which cannot judge these sign-ins: they run server-side in the auth Lambdas (USER_PASSWORD_AUTH), so Cognito would only see Lambda IP addresses. Essentials covers every feature the app uses.',
      },
    );

    // The SPA never talks to Cognito directly: the auth handlers call InitiateAuth on its behalf.
    this.userPoolClient = this.userPool.addClient('AppClient', {
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
