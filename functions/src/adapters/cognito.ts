import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { traced } from './observability.js';

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set. */
export const cognitoClient = traced(new CognitoIdentityProviderClient({}));
