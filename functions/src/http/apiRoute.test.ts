import { MSG } from '@prozesspuls/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { logger } from '../adapters/logger.js';
import { metrics } from '../adapters/observability.js';
import { apiRoute, publicRoute } from './apiRoute.js';
import { apiError } from './errors.js';
import type { Identity } from './event.js';
import { ok } from './responses.js';
import { BY_ROUTE_KEY } from './routeByRouteKey.js';

const verifyAccessToken = vi.hoisted(() => vi.fn());
const resolveIdentity = vi.hoisted(() => vi.fn());
const distrustRememberedIdentities = vi.hoisted(() => vi.fn());
vi.mock('../adapters/tokenVerifier.js', () => ({ verifyAccessToken }));
vi.mock('../domain/identity.js', () => ({ resolveIdentity, distrustRememberedIdentities }));

const anna: Identity = { userId: 'anna', clientId: 7, roles: [], permissions: {}, isSuperuser: false };

function event(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/user/{id}',
    rawPath: '/api/user/x',
    rawQueryString: '',
    headers: { authorization: 'Bearer good', 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    ...overrides,
  };
}

type Invoke = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const invoke = (handler: unknown, e: APIGatewayProxyEventV2) => (handler as Invoke)(e, {} as Context);
const bodyOf = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(result.body ?? '{}') as unknown;

const path = z.object({ id: z.string().check(z.minLength(3, 'Die Kennung ist zu kurz.')) });
const query = z.object({ page: z.optional(z.coerce.number().check(z.int())) });

beforeEach(() => {
  vi.clearAllMocks();
  verifyAccessToken.mockImplementation(async (token: string) => {
    if (token !== 'good') throw new Error('bad token');
    return { username: 'anna', authTime: 1 };
  });
  resolveIdentity.mockResolvedValue(anna);
});

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.LOCAL_OBSERVABILITY;
});

describe('apiRoute', () => {
  it('answers 204 No Content when the route function completes without a result', async () => {
    const handler = apiRoute('users/getUserById', { path }, async () => {});
    const result = await invoke(handler, event({ pathParameters: { id: 'abc' } }));
    expect(result.statusCode).toBe(204);
    expect(result.body).toBeUndefined();
  });

  it('gives the function the verified identity and the input typed from the schemas', async () => {
    const handler = apiRoute('users/getUserById', { path, query }, async (request) => {
      expectTypeOf(request.path).toEqualTypeOf<{ id: string }>();
      expectTypeOf(request.query).toEqualTypeOf<{ page?: number | undefined }>();
      expectTypeOf(request.body).toEqualTypeOf<unknown>();
      expectTypeOf(request.identity).toEqualTypeOf<Identity>();
      return ok({ id: request.path.id, page: request.query.page, client: request.identity.clientId });
    });
    const result = await invoke(
      handler,
      event({ pathParameters: { id: 'abcd' }, queryStringParameters: { page: '2' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: 'abcd', page: 2, client: 7 });
  });

  it('infers a body schema and gives routes without schemas string records', () => {
    const body = z.object({ name: z.string(), tags: z._default(z.array(z.string()), []) });
    apiRoute('users/getUserById', { body }, async ({ body: parsed }) => {
      expectTypeOf(parsed).toEqualTypeOf<{ name: string; tags: string[] }>();
      return ok(parsed);
    });
    apiRoute('users/getUserById', async (request) => {
      expectTypeOf(request.path).toEqualTypeOf<Record<string, string>>();
      expectTypeOf(request.query).toEqualTypeOf<Record<string, string>>();
      return ok(null);
    });
  });

  it('checks the token before the input: a bad token learns nothing about validation', async () => {
    const fn = vi.fn(async () => ok(null));
    const handler = apiRoute('users/getUserById', { path }, fn);
    const result = await invoke(
      handler,
      event({ headers: { authorization: 'Bearer forged' }, pathParameters: { id: 'x' } }),
    );
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ msg: MSG.unauthenticated });
    expect(JSON.stringify(bodyOf(result))).not.toContain('Kennung');
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers bad input with 400 and the German message of the schema, without calling the function', async () => {
    const fn = vi.fn(async () => ok(null));
    const handler = apiRoute('users/getUserById', { path }, fn);
    const result = await invoke(handler, event({ pathParameters: { id: 'x' } }));
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ msg: 'Die Kennung ist zu kurz.', fields: ['id'] });
    expect(fn).not.toHaveBeenCalled();
  });

  it('keeps the German msg of a 4xx thrown by the function', async () => {
    const handler = apiRoute('users/getUserById', async () => {
      throw apiError(409, 'Das Modell wurde inzwischen geändert.');
    });
    const result = await invoke(handler, event());
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({ msg: 'Das Modell wurde inzwischen geändert.' });
  });

  it('turns an unexpected error into a logged 500 with the generic message', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const handler = apiRoute('users/getUserById', async () => {
      throw new Error('table exploded at key CLIENT#7');
    });
    const result = await invoke(handler, event());
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ msg: MSG.genericError });
    expect(result.body).not.toContain('exploded');
    expect(logged).toHaveBeenCalledWith(
      'request failed',
      expect.objectContaining({ error: expect.any(Error) }),
    );
  });

  it('distrusts the identities the container remembers after a write, also a failed one, not after a read', async () => {
    const read = apiRoute('users/getUserById', async () => ok({}));
    expect((await invoke(read, event())).statusCode).toBe(200);
    expect(distrustRememberedIdentities).not.toHaveBeenCalled();

    const write = apiRoute('users/postUserClient', async () => {});
    expect((await invoke(write, event({ routeKey: 'POST /api/user/client' }))).statusCode).toBe(204);
    expect(distrustRememberedIdentities).toHaveBeenCalledTimes(1);

    const failing = apiRoute('users/postUserClient', async () => {
      throw apiError(409, 'Der Mandant wurde inzwischen geändert.');
    });
    expect((await invoke(failing, event({ routeKey: 'POST /api/user/client' }))).statusCode).toBe(409);
    expect(distrustRememberedIdentities).toHaveBeenCalledTimes(2);
  });

  it('finds the route by the route key for the shared placeholder', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const handler = apiRoute(BY_ROUTE_KEY, async () => {
      throw apiError(501, MSG.notYetAvailable);
    });
    // An admin route: the placeholder still answers its 403 before its 501.
    const forbidden = await invoke(handler, event({ routeKey: 'GET /api/client' }));
    expect(forbidden.statusCode).toBe(403);
    const open = await invoke(handler, event({ routeKey: 'GET /api/user/{id}' }));
    expect(open.statusCode).toBe(501);
  });

  it('records latency and errors per route when metrics are on', async () => {
    process.env.LOCAL_OBSERVABILITY = '1';
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => metrics);
    vi.spyOn(metrics, 'captureColdStartMetric').mockImplementation(() => undefined);
    const dimension = vi.spyOn(metrics, 'addDimension');
    const metric = vi.spyOn(metrics, 'addMetric');
    const handler = apiRoute('users/getUserById', async () => {
      throw new Error('boom');
    });
    const result = await invoke(handler, event());
    expect(result.statusCode).toBe(500);
    expect(dimension).toHaveBeenCalledWith('route', 'getUserById');
    expect(metric).toHaveBeenCalledWith('latency', 'Milliseconds', expect.any(Number));
    expect(metric).toHaveBeenCalledWith('errors', 'Count', 1);
    expect(metrics.publishStoredMetrics).toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith(
      'request',
      expect.objectContaining({ route: 'getUserById', statusCode: 500 }),
    );
  });
});

describe('publicRoute', () => {
  it('skips the identity check', async () => {
    const body = z.object({ userName: z.string() });
    const handler = publicRoute('auth/postAuthenticate', { body }, async (request) => {
      expectTypeOf(request.body).toEqualTypeOf<{ userName: string }>();
      expect('identity' in request).toBe(false);
      return ok({ hello: request.body.userName });
    });
    const result = await invoke(
      handler,
      event({
        routeKey: 'POST /api/authenticate',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'anna' }),
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ hello: 'anna' });
    expect(verifyAccessToken).not.toHaveBeenCalled();
  });

  it('refuses a route that is not public or whose area does not exist', () => {
    expect(() => publicRoute('users/getUserById', {}, async () => ok(null))).toThrow(/not public/);
    expect(() => publicRoute('nowhere/getUserById' as never, {}, async () => ok(null))).toThrow(
      /unknown route/,
    );
  });
});
