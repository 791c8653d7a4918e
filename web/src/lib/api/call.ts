import type { FormRouteName, RouteBody, RouteQuery, RouteResponse } from '@prozesspuls/shared/contract';
import type { RouteDef, RouteName, RoutePathParams } from '@prozesspuls/shared/routes';
import { type ApiRequestOptions, apiRequest } from '../api-client';

type PathPart<N extends RouteName> = keyof RoutePathParams<N> extends never
  ? { readonly path?: never }
  : { readonly path: RoutePathParams<N> };
type QueryPart<N extends RouteName> =
  undefined extends RouteQuery<N>
    ? { readonly query?: Exclude<RouteQuery<N>, undefined> }
    : { readonly query: RouteQuery<N> };
type BodyPart<N extends RouteName> = [RouteBody<N>] extends [never]
  ? { readonly body?: never }
  : undefined extends RouteBody<N>
    ? { readonly body?: RouteBody<N> }
    : { readonly body: RouteBody<N> };

/** What a call of route N takes: its `{param}` values, query, body (all typed by the contract). */
export type ApiArgs<N extends RouteName> = PathPart<N> &
  QueryPart<N> &
  BodyPart<N> & { readonly signal?: AbortSignal; readonly headers?: Readonly<Record<string, string>> };

/** Calls without path, query or body may leave the arguments out. */
type ArgsTuple<N extends RouteName> = object extends ApiArgs<N> ? [args?: ApiArgs<N>] : [args: ApiArgs<N>];

/** The sign-in calls send form fields (as the spec has them); the type forces every one to be listed. */
const FORM_ROUTES: Readonly<Record<FormRouteName, true>> = {
  postAuthenticate: true,
  postAuthenticateAuthToken: true,
  postAuthenticateAuthTokenCheck: true,
};

let routeTable: Promise<ReadonlyMap<string, RouteDef>> | undefined;

/**
 * The route table loads with the first call, in its own chunk: every page calls the API, but the
 * table need not delay the first paint (it would add ~2.8 KB gzip to the entry chunk).
 */
async function routeNamed(name: RouteName): Promise<RouteDef> {
  routeTable ??= import('@prozesspuls/shared/routes').then(
    ({ ROUTES }) => new Map(ROUTES.map((route) => [route.name, route])),
  );
  const route = (await routeTable).get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** The URL below `/api` of a route: `{param}` placeholders filled (URI-encoded), query appended. */
export async function routeUrl<N extends RouteName>(
  name: N,
  path?: RoutePathParams<N>,
  query?: QueryValues,
): Promise<string> {
  const route = await routeNamed(name);
  const params: Readonly<Record<string, string>> = path ?? {};
  const filled = route.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${param}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

function bodyOptions(name: RouteName, body: unknown): ApiRequestOptions {
  if (body === undefined) return {};
  if (body instanceof FormData) return { multipart: body };
  if (name in FORM_ROUTES) return { form: body as Readonly<Record<string, string>> };
  return { json: body };
}

/**
 * Calls a route by its name in the route table, e.g. `api('putBpmnByUuid', { path: { uuid }, body })`:
 * method and path come from the table, the argument and answer types from the route contract.
 * Sign-in routes (public in the table) go without a token; everything else gets apiRequest's
 * one-time token renewal on 401.
 */
export async function api<N extends RouteName>(name: N, ...[args]: ArgsTuple<N>): Promise<RouteResponse<N>> {
  const route = await routeNamed(name);
  const { path, query, body, signal, headers } = (args ?? {}) as {
    readonly path?: RoutePathParams<N>;
    readonly query?: QueryValues;
    readonly body?: unknown;
    readonly signal?: AbortSignal;
    readonly headers?: Readonly<Record<string, string>>;
  };
  return apiRequest<RouteResponse<N>>(await routeUrl(name, path, query), {
    method: route.method,
    authenticated: route.access.kind !== 'public',
    ...bodyOptions(name, body),
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
  });
}
