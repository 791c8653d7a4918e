import type { RouteResponse } from '@prozesspuls/shared/contract';
import { ROUTES, type RouteName, type RoutePathParams } from '@prozesspuls/shared/routes';
import { HttpResponse, http } from 'msw';
import { API_ROOT } from '@/lib/api-client';

/** What a test's stand-in for the API reads of a call. */
export interface ContractRequest<N extends RouteName> {
  readonly params: RoutePathParams<N>;
  readonly url: URL;
  readonly request: Request;
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
 * An MSW handler for one route of the route table: method and path come from the table (a
 * renamed or moved route breaks the test), and the answer must be the contract's response type
 * of that route (`RouteResponse<N>`), so a contract change breaks the test at type-check.
 * `undefined` answers 204 (routes whose contract answers `void`).
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
    const result = await answer({ params: params as RoutePathParams<N>, url: new URL(request.url), request });
    if (isFailure(result)) return HttpResponse.json({ msg: result.msg }, { status: result.status });
    if (result === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(result as Parameters<typeof HttpResponse.json>[0]);
  });
}
