import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import { accessOfRoute, type RouteModule, routeNameOf } from '@prozesspuls/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger } from '../adapters/logger.js';
import {
  localObservability,
  MetricUnit,
  metrics,
  metricsEnabled,
  tracer,
} from '../adapters/observability.js';
import { distrustRememberedIdentities } from '../domain/identity.js';
import { forgetListedClients } from '../domain/users/clientList.js';
import { errors } from '../middleware/errors.js';
import { identity as identityMiddleware } from '../middleware/identity.js';
import { input } from '../middleware/input.js';
import { type MultipartOptions, multipart } from '../middleware/multipart.js';
import type { ApiEvent, Identity } from './event.js';
import { type ApiResult, noContent } from './responses.js';
import type { RouteLookup } from './routeLookup.js';

/** What a route validates before its function runs; `multipart` parses an upload first. */
export interface RouteSchemas {
  readonly body?: z.ZodMiniType;
  readonly path?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly multipart?: MultipartOptions;
}

type Parsed<S, K extends string, Fallback> = S extends { readonly [P in K]: infer T extends z.ZodMiniType }
  ? z.output<T>
  : Fallback;

/** The validated input of a public route, typed from its zod schemas. */
export interface PublicRequest<S extends RouteSchemas = RouteSchemas> {
  readonly body: Parsed<S, 'body', unknown>;
  readonly path: Parsed<S, 'path', Record<string, string>>;
  readonly query: Parsed<S, 'query', Record<string, string>>;
  /** The raw HTTP API (payload 2.0) event. */
  readonly event: APIGatewayProxyEventV2;
}

/** The validated input of an authenticated route plus the caller's verified identity. */
export interface RouteRequest<S extends RouteSchemas = RouteSchemas> extends PublicRequest<S> {
  readonly identity: Identity;
}

/** What a route's function answers; nothing (a command that succeeded) is 204 No Content. */
// biome-ignore lint/suspicious/noConfusingVoidType: a domain command returning Promise<void> is a valid route function.
export type RouteResult = ApiResult | void;

/** A Lambda handler for one HTTP API route. */
export type RouteHandler = middy.MiddyfiedHandler<APIGatewayProxyEventV2, ApiResult>;

/** The route a handler serves: its module `<area>/<name>`, or a lookup by route key. */
type RouteRef = RouteModule | RouteLookup;
type NoSchemas = Record<never, never>;

/** The route's name for metrics and traces. */
const metricNameOf = (route: RouteRef, event: APIGatewayProxyEventV2) =>
  typeof route === 'string' ? routeNameOf(route) : (route.routeOf(event.routeKey)?.name ?? 'unknown');

/**
 * Per request: latency and errors as metrics with the `route` dimension (when metrics are on,
 * see adapters/observability.ts), and with LOCAL_OBSERVABILITY=1 one log line with the duration.
 * Runs outside identity, input and the error handler, so it sees the final status code.
 */
function observe(name: RouteRef): MiddlewareObj<APIGatewayProxyEventV2, ApiResult> {
  const started = new WeakMap<object, number>();
  const record = (event: APIGatewayProxyEventV2, statusCode: number) => {
    const began = started.get(event);
    const durationMs = began === undefined ? 0 : performance.now() - began;
    const route = metricNameOf(name, event);
    if (metricsEnabled()) {
      metrics.addDimension('route', route);
      metrics.addMetric('latency', MetricUnit.Milliseconds, durationMs);
      metrics.addMetric('errors', MetricUnit.Count, statusCode >= 500 ? 1 : 0);
      metrics.addMetric('clientErrors', MetricUnit.Count, statusCode >= 400 && statusCode < 500 ? 1 : 0);
    }
    if (localObservability()) {
      logger.info('request', { route, statusCode, durationMs: Math.round(durationMs * 10) / 10 });
    }
  };
  return {
    before: async (request) => {
      started.set(request.event, performance.now());
      tracer?.putAnnotation('route', metricNameOf(name, request.event));
    },
    after: async (request) => record(request.event, request.response?.statusCode ?? 200),
    onError: async (request) => record(request.event, request.response?.statusCode ?? 500),
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Observability first (Powertools' order), the error handler last (middy's rule). */
function chain(
  name: RouteRef,
  authenticated: boolean,
  schemas: RouteSchemas | undefined,
  fn: (request: RouteRequest) => Promise<RouteResult>,
): RouteHandler {
  const route = middy<APIGatewayProxyEventV2, ApiResult>().use(
    injectLambdaContext(logger, { resetKeys: true }),
  );
  if (tracer) route.use(captureLambdaHandler(tracer, { captureResponse: false }));
  if (metricsEnabled()) route.use(logMetrics(metrics, { captureColdStartMetric: true }));
  route.use(observe(name));
  // Identity before input: a caller without a valid token learns nothing about validation.
  if (authenticated) route.use(identityMiddleware(name));
  if (schemas?.multipart) route.use(multipart(schemas.multipart));
  if (schemas) route.use(input(schemas));
  route.use(errors());
  return route.handler(async (event) => {
    const { identity, input: parsed } = event as ApiEvent;
    const request = { body: parsed?.body, path: parsed?.path ?? {}, query: parsed?.query ?? {}, event };
    try {
      const result = await fn((authenticated ? { ...request, identity } : request) as RouteRequest);
      return result ?? noContent();
    } finally {
      // Whatever a write changed (roles, members, the current client, a password reset, a client's
      // name or state) counts at once in this container; others trust what they resolved for at
      // most IDENTITY_TTL_MS.
      if (!READS.has(event.routeKey.split(' ')[0] ?? '')) {
        distrustRememberedIdentities();
        forgetListedClients();
      }
    }
  });
}

/**
 * One authenticated route: verified identity and the route's access rule, then (when schemas
 * are given) the JSON/form/multipart body, path and query validated with zod, then `fn` with the
 * input typed from the schemas. 4xx answer their German `msg`, anything else a logged 500.
 * `name` is the handler's module, `<area>/<name>` of the route table. Without schemas the body
 * is not read at all.
 */
export function apiRoute<const S extends RouteSchemas>(
  name: RouteRef,
  schemas: S,
  fn: (request: RouteRequest<S>) => Promise<RouteResult>,
): RouteHandler;
export function apiRoute(
  name: RouteRef,
  fn: (request: RouteRequest<NoSchemas>) => Promise<RouteResult>,
): RouteHandler;
export function apiRoute(
  name: RouteRef,
  schemasOrFn: RouteSchemas | ((request: RouteRequest<NoSchemas>) => Promise<RouteResult>),
  maybeFn?: (request: RouteRequest) => Promise<RouteResult>,
): RouteHandler {
  if (typeof schemasOrFn === 'function') return chain(name, true, undefined, schemasOrFn as never);
  return chain(name, true, schemasOrFn, maybeFn as never);
}

/** One public route (no identity): like apiRoute without the token check; only for a public route. */
export function publicRoute<const S extends RouteSchemas>(
  name: RouteModule,
  schemas: S,
  fn: (request: PublicRequest<S>) => Promise<RouteResult>,
): RouteHandler {
  if (accessOfRoute(name).kind !== 'public') throw new Error(`route ${name} is not public`);
  return chain(name, false, schemas, fn as never);
}
