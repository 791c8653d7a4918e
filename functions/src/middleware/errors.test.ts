import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, notFound } from '../domain/errors.js';
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
    const result = await answer(notFound('Das Modell wurde nicht gefunden.'));
    expect(result.statusCode).toBe(404);
    expect(result.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(result.body)).toEqual({ msg: 'Das Modell wurde nicht gefunden.' });
  });

  it('keeps the extra fields of a domain error beside msg', async () => {
    const result = await answer(new DomainError(409, 'In Bearbeitung', { currentEditor: 'u1' }));
    expect(result.statusCode).toBe(409);
    expect(JSON.parse(result.body)).toEqual({ msg: 'In Bearbeitung', currentEditor: 'u1' });
  });

  it('answers an unexpected error as 500 without its details', async () => {
    const result = await answer(new Error('secret detail'));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret');
    expect(conflict('x')).toBeInstanceOf(DomainError);
  });
});
