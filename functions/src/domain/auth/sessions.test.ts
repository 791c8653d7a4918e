import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertSessionStillValid, endAllSessions, refreshTokenIssuedAt } from './sessions.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'test-table', USER_POOL_ID: 'pool', AWS_REGION: 'eu-central-1' });
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  delete process.env.COGNITO_ISSUER;
});

const stateItem = (sessionsValidAfter: number) => ({
  Item: {
    pk: 'USER#max@demo.local',
    sk: 'AUTH',
    userId: 'max@demo.local',
    sessionsValidAfter,
    __edb_e__: 'authState',
    __edb_v__: '1',
  },
});

describe('sessions after a password reset', () => {
  it('refuses a token signed in before the stamp and accepts one from the stamp on', async () => {
    dynamo.on(GetCommand).resolves(stateItem(1000));
    const claims = { sub: 's', username: 'max@demo.local' };
    await expect(assertSessionStillValid({ ...claims, authTime: 999 })).rejects.toMatchObject({
      kind: 'NotAuthenticated',
    });
    await expect(assertSessionStillValid({ ...claims })).rejects.toMatchObject({ kind: 'NotAuthenticated' });
    await expect(assertSessionStillValid({ ...claims, authTime: 1000 })).resolves.toBeUndefined();
  });

  it('accepts every token of a user who never reset the password', async () => {
    dynamo.on(GetCommand).resolves({});
    await expect(
      assertSessionStillValid({ sub: 's', username: 'max@demo.local', authTime: 1 }),
    ).resolves.toBeUndefined();
  });

  it('stamps the next second and signs the user out in Cognito', async () => {
    dynamo.on(UpdateCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    await endAllSessions('max@demo.local', 1_700_000_000_500);
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'USER#max@demo.local', sk: 'AUTH' });
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain(1_700_000_001);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool',
      Username: 'max@demo.local',
    });
  });

  it('leaves out the global sign-out against cognito-local, which does not know it', async () => {
    process.env.COGNITO_ISSUER = 'http://localhost:1/pool';
    dynamo.on(UpdateCommand).resolves({});
    await endAllSessions('max@demo.local');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('reads the issue time of a JWT refresh token only', () => {
    const payload = Buffer.from(JSON.stringify({ iat: 1234, jti: 'x' })).toString('base64url');
    expect(refreshTokenIssuedAt(`eyJhbGciOiJSUzI1NiJ9.${payload}.sig`)).toBe(1234);
    expect(refreshTokenIssuedAt('a.b.c.d.e')).toBeUndefined();
    expect(refreshTokenIssuedAt('a.%%%.c')).toBeUndefined();
  });
});
