import type { RouteResponse } from '@prozesspuls/shared/contract';
import { ROUTES, type RouteName, type RoutePathParams } from '@prozesspuls/shared/routes';
import { HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import { API_ROOT } from '@/lib/api-client';
import { REQUEST_BODY_SCHEMAS, REQUEST_QUERY_SCHEMAS } from './contract-schemas';

/** What a test's stand-in for the API reads of a call. */
export interface ContractRequest<N extends RouteName> {
  readonly params: RoutePathParams<N>;
  readonly url: URL;
  readonly request: Request;
  /** The body as the contract's schema parsed it (its output), `undefined` for routes without a schema body. */
  readonly body: unknown;
}

/** A refusal as the API sends it: a 4xx or 5xx status with the German `{ msg }`. */
export interface ContractFailure {
  readonly status: number;
  readonly msg: string;
}

export const failure = (status: number, msg: string): ContractFailure => ({ status, msg });

const isFailure = (value: unknown): value is ContractFailure =>
  typeof value === 'object' && value !== null && 'status' in value && 'msg' in value;

/**
 * Requests the contract rejected since the last `takeContractViolations()`. The setup fails every
 * test that leaves one behind: a screen that sends what the real handler would refuse is broken,
 * even when the screen happens to show the refusal gracefully.
 */
const violations: string[] = [];

export function takeContractViolations(): readonly string[] {
  return violations.splice(0);
}

const schemaFor = (
  table: Readonly<Partial<Record<RouteName, z.ZodMiniType>>>,
  name: RouteName,
): z.ZodMiniType | undefined => table[name];

/** The body as sent: form fields (the sign-in calls) as an object, JSON parsed, nothing as `undefined`. */
async function sentBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as unknown;
}

/** Checks a sent part against its schema; a rejection is recorded and answered as the API answers it. */
function check(
  name: RouteName,
  part: 'Body' | 'Query',
  schema: z.ZodMiniType | undefined,
  value: unknown,
): { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly msg: string } {
  if (!schema) return { ok: true, data: value };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const msg = parsed.error.issues[0]?.message ?? 'Ungültige Anfrage.';
  violations.push(`${name}: ${part} ${JSON.stringify(value)} verletzt den Vertrag: ${parsed.error.message}`);
  return { ok: false, msg };
}

/**
 * An MSW handler for one route, generated from the shared contracts: method and path come from
 * the route table (a renamed or moved route breaks the test); the body and query the screen sends
 * are parsed with the contract's request schemas (a rejected request is answered 400 with the
 * schema's German message, as the real handler does, and fails the test); the answer must be the
 * contract's response type of that route (`RouteResponse<N>`), so a contract change breaks the
 * test at type-check. `undefined` answers 204 (routes whose contract answers `void`).
 */
export function contractHandler<N extends RouteName>(
  name: N,
  answer: (
    call: ContractRequest<N>,
  ) => RouteResponse<N> | ContractFailure | Promise<RouteResponse<N> | ContractFailure>,
) {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Route ${name} fehlt in der Routentabelle`);
  const path = `${API_ROOT}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const method = route.method.toLowerCase() as Lowercase<typeof route.method>;
  return http[method](path, async ({ params, request }) => {
    const url = new URL(request.url);
    const query = check(
      name,
      'Query',
      schemaFor(REQUEST_QUERY_SCHEMAS, name),
      Object.fromEntries(url.searchParams),
    );
    if (!query.ok) return HttpResponse.json({ msg: query.msg }, { status: 400 });
    const bodySchema = schemaFor(REQUEST_BODY_SCHEMAS, name);
    const body = check(name, 'Body', bodySchema, bodySchema ? await sentBody(request) : undefined);
    if (!body.ok) return HttpResponse.json({ msg: body.msg }, { status: 400 });
    const result = await answer({ params: params as RoutePathParams<N>, url, request, body: body.data });
    if (isFailure(result)) return HttpResponse.json({ msg: result.msg }, { status: result.status });
    if (result === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(result as Parameters<typeof HttpResponse.json>[0]);
  });
}
