import middy from '@middy/core';
import { MSG } from '@prozesspuls/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  Conflict,
  type DomainError,
  Gone,
  NotAuthenticated,
  NotFound,
  PermissionDenied,
  RateLimited,
  RuleViolation,
  TemporarilyUnavailable,
  UpstreamFailed,
} from '../domain/errors.js';
import { errors } from './errors.js';

const answer = async (error: Error) => {
  const handler = middy<APIGatewayProxyEventV2, unknown>()
    .use(errors())
    .handler(async () => {
      throw error;
    });
  return (await handler({} as APIGatewayProxyEventV2, {} as never)) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
};

describe('errors middleware', () => {
  it('answers a domain error with its status and German msg as JSON', async () => {
    const result = await answer(new NotFound('Das Modell wurde nicht gefunden.'));
    expect(result.statusCode).toBe(404);
    expect(result.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(result.body)).toEqual({ msg: 'Das Modell wurde nicht gefunden.' });
  });

  it('keeps the extra fields of a domain error beside msg', async () => {
    const result = await answer(new Conflict('In Bearbeitung', { currentEditor: 'u1' }));
    expect(result.statusCode).toBe(409);
    expect(JSON.parse(result.body)).toEqual({ msg: 'In Bearbeitung', currentEditor: 'u1' });
  });

  it('answers an unexpected error as 500 without its details', async () => {
    const result = await answer(new Error('secret detail'));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret');
  });

  const statusOfKind: readonly (readonly [DomainError, number])[] = [
    [new RuleViolation('a'), 400],
    [new NotAuthenticated('b'), 401],
    [new PermissionDenied('c'), 403],
    [new NotFound('d'), 404],
    [new Conflict('e'), 409],
    [new Gone('f'), 410],
    [new RateLimited('g'), 429],
    [new UpstreamFailed('h'), 502],
    [new TemporarilyUnavailable('i'), 503],
  ];

  it.each(statusOfKind)(
    'maps the domain error %s to HTTP status %i with its German msg',
    async (error, status) => {
      const result = await answer(error);
      expect(result.statusCode).toBe(status);
      expect(JSON.parse(result.body)).toEqual({ msg: error.msg });
    },
  );

  it.each(statusOfKind)(
    'names the domain error %s after its kind, as logs and workflow tasks read it',
    (error) => {
      expect(error).toBeInstanceOf(Error);
      expect([error.name, error.message]).toEqual([error.kind, error.msg]);
    },
  );

  it('gives domain errors without a message the generic German text of their kind', async () => {
    expect(JSON.parse((await answer(new RuleViolation())).body)).toEqual({ msg: MSG.invalidRequest });
    expect(JSON.parse((await answer(new NotAuthenticated())).body)).toEqual({ msg: MSG.unauthenticated });
    expect(JSON.parse((await answer(new PermissionDenied())).body)).toEqual({ msg: MSG.forbidden });
    expect(JSON.parse((await answer(new NotFound())).body)).toEqual({ msg: MSG.notFound });
    expect(JSON.parse((await answer(new TemporarilyUnavailable())).body)).toEqual({ msg: MSG.genericError });
  });
});
