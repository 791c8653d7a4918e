import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'test-table',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: 'client',
    MAIL_FROM: 'noreply@test',
    APP_URL: 'https://app.test',
    AWS_REGION: 'eu-central-1',
  });
  // Loading a handler the first time takes seconds on a busy machine; a test's time is its own.
  await Promise.all([
    import('./postAuthenticate.js'),
    import('./postAuthenticateAuthToken.js'),
    import('./postAuthenticateResetPassword.js'),
  ]);
}, 60_000);

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  ses.reset();
});

function formEvent(body: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/authenticate',
    rawPath: '/api/authenticate',
    rawQueryString: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
  };
}

function jsonEvent(body: unknown): APIGatewayProxyEventV2 {
  return { ...formEvent({}), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

type Invoke = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const context = {} as Context;
/** middy's handler also accepts a callback; the tests call it like the runtime does. */
const handlerOf = (module: { handler: unknown }) => ({ handler: module.handler as Invoke });
const bodyOf = (result: APIGatewayProxyStructuredResultV2) =>
  JSON.parse(result.body ?? '{}') as Record<string, unknown>;

describe('POST /authenticate', () => {
  it('answers 401 with the German message and counts the failure on a slot taken before the check', async () => {
    const { handler } = handlerOf(await import('./postAuthenticate.js'));
    dynamo.on(GetCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({ Attributes: { windowStart: 1, attempts: 1, failures: 1 } });
    const wrong = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    cognito.on(InitiateAuthCommand).rejects(wrong);

    const result = await handler(formEvent({ userName: 'Anna@Demo.local', password: 'nope' }), context);

    expect(result.statusCode).toBe(401);
    expect(bodyOf(result).msg).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    const updates = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates[0]?.Key).toEqual({ pk: 'USER#anna@demo.local', sk: 'LOGIN' });
    expect(updates[0]?.ConditionExpression).toContain('attempts < :max');
    expect(updates.map((u) => u.UpdateExpression)).toContain('SET failures = failures + :one');
    // A wrong password keeps its slot: nothing is given back.
    expect(updates.some((u) => u.UpdateExpression?.includes('attempts - :one'))).toBe(false);
  });

  /**
   * Signs Anna in with the right password while the login guard's slot reservation fails its
   * condition and the stored guard holds `guard`: answers the handler's result.
   */
  async function signInAgainstGuard(guard: Record<string, number>) {
    const { handler } = handlerOf(await import('./postAuthenticate.js'));
    const failed = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    dynamo.on(UpdateCommand).rejects(failed);
    dynamo.on(GetCommand).resolves({
      Item: {
        pk: 'USER#anna@demo.local',
        sk: 'LOGIN',
        userId: 'anna@demo.local',
        ...guard,
        __edb_e__: 'loginGuard',
        __edb_v__: '1',
      },
    });
    return handler(formEvent({ userName: 'anna@demo.local', password: 'Prozess!2026' }), context);
  }

  it('refuses without asking Cognito when no check slot is free', async () => {
    const result = await signInAgainstGuard({
      failures: 3,
      attempts: 5,
      windowStart: Date.now() - 1000,
      lockedUntil: 0,
    });

    expect(result.statusCode).toBe(429);
    expect(bodyOf(result).msg).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(0);
  });

  it('refuses a locked account without asking Cognito', async () => {
    const result = await signInAgainstGuard({
      failures: 0,
      windowStart: 0,
      lockedUntil: Date.now() + 120_000,
    });

    expect(result.statusCode).toBe(429);
    expect(String(bodyOf(result).msg)).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
    expect(String(bodyOf(result).msg)).toContain('in 2 Minuten');
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(0);
  });

  it('gives the slot back when Cognito itself fails', async () => {
    const { handler } = handlerOf(await import('./postAuthenticate.js'));
    dynamo.on(GetCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({ Attributes: { windowStart: 7, attempts: 1 } });
    cognito
      .on(InitiateAuthCommand)
      .rejects(Object.assign(new Error('down'), { name: 'InternalErrorException' }));

    const result = await handler(formEvent({ userName: 'anna@demo.local', password: 'x' }), context);

    expect(result.statusCode).toBe(500);
    const updates = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates.at(-1)?.UpdateExpression).toBe('SET attempts = attempts - :one');
    expect(updates.at(-1)?.ExpressionAttributeValues?.[':windowStart']).toBe(7);
  });

  it('answers 400 and writes nothing when a form field is missing', async () => {
    const { handler } = handlerOf(await import('./postAuthenticate.js'));
    const result = await handler(formEvent({ userName: 'anna@demo.local' }), context);
    expect(result.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });
});

/** The stored profile of max@demo.local, as ElectroDB writes it (the reset mail's addressee). */
const MAX_PROFILE_ITEM = {
  pk: 'USER#max@demo.local',
  sk: 'PROFILE',
  userId: 'max@demo.local',
  email: 'max@demo.local',
  firstName: 'Max',
  lastName: 'M',
  iconColor: '#000000',
  currentClientId: 1,
  createdAt: 'x',
  __edb_e__: 'user',
  __edb_v__: '1',
};

describe('POST /authenticate/resetPassword', () => {
  it('answers the specified message for an unknown e-mail and sends no mail', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateResetPassword.js'));
    dynamo.on(GetCommand).resolves({});
    const result = await handler(jsonEvent({ email: 'nobody@demo.local' }), context);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).msg).toBe('Es existiert kein Nutzer mit dieser E-Mail');
    expect(ses.calls()).toHaveLength(0);
  });

  it('stores only the hash of the token and mails the link with the token itself', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateResetPassword.js'));
    dynamo.on(GetCommand).resolves({ Item: MAX_PROFILE_ITEM });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: '1' });

    const result = await handler(jsonEvent({ email: 'max@demo.local' }), context);

    expect(result.statusCode).toBe(200);
    const puts = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    const stored = puts.find((item) => String(item?.pk).startsWith('AUTHTOKEN#'));
    // The user's pointer to the token, so that erasing the user (Art. 17 DSGVO) finds it.
    const pointer = puts.find((item) => String(item?.sk).startsWith('TOKENREF#'));
    expect(pointer).toMatchObject({ pk: 'USER#max@demo.local', sk: `TOKENREF#${stored?.tokenHash}` });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '';
    const token = /tokenAuth\/([\w-]+)/.exec(mail)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(30);
    expect(String(stored?.pk)).toMatch(/^AUTHTOKEN#[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });
  it('answers as for a sent mail but sends none once the address has used up its mails', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateResetPassword.js'));
    dynamo.on(GetCommand).resolves({ Item: MAX_PROFILE_ITEM });
    const failed = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    dynamo.on(UpdateCommand).rejects(failed);

    const result = await handler(jsonEvent({ email: 'max@demo.local' }), context);

    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ ok: true });
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    const keys = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key);
    expect(keys).toContainEqual({ pk: 'USER#max@demo.local', sk: 'RESETMAIL' });
  });
});

describe('POST /authenticate/authToken', () => {
  it('refuses a used or expired token without touching the password', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateAuthToken.js'));
    const failed = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    dynamo.on(UpdateCommand).rejects(failed);

    const result = await handler(
      formEvent({ authToken: 'x'.repeat(43), password: 'Neu!Passwort1' }),
      context,
    );

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).msg).toContain('ungültig oder abgelaufen');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('refuses a link older than a newer link of the same user without touching the password', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateAuthToken.js'));
    dynamo.on(UpdateCommand).resolves({
      Attributes: {
        userId: 'max@demo.local',
        tokenHash: 'h',
        purpose: 'reset',
        expiresAt: 1,
        issuedAt: 100,
        ttl: 1,
      },
    });
    dynamo.on(GetCommand).resolves({
      Item: {
        pk: 'USER#max@demo.local',
        sk: 'AUTH',
        userId: 'max@demo.local',
        tokensValidAfter: 200,
        __edb_e__: 'authState',
        __edb_v__: '1',
      },
    });

    const result = await handler(formEvent({ authToken: 'w'.repeat(43), password: 'Gut!genug1' }), context);

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).msg).toBe(
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
    );
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('refuses a password that breaks the policy without using up the token', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateAuthToken.js'));
    const result = await handler(formEvent({ authToken: 'z'.repeat(43), password: 'kurz' }), context);
    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).msg)).toContain('mindestens 8 Zeichen');
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('gives the token back when Cognito rejects the new password', async () => {
    const { handler } = handlerOf(await import('./postAuthenticateAuthToken.js'));
    dynamo.on(UpdateCommand).resolves({
      Attributes: { userId: 'max@demo.local', tokenHash: 'h', purpose: 'reset', expiresAt: 1, ttl: 1 },
    });
    const weak = Object.assign(new Error('Password does not conform to policy'), {
      name: 'InvalidPasswordException',
    });
    dynamo.on(GetCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).rejects(weak);

    const result = await handler(formEvent({ authToken: 'y'.repeat(43), password: 'Gut!genug1' }), context);

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).msg)).toContain('mindestens 8 Zeichen');
    const updates = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input.UpdateExpression ?? '');
    expect(updates.some((expression) => expression.includes('REMOVE'))).toBe(true);
  });
});
