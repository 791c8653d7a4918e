import type { HttpMethod, RouteDef } from './routes.js';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly pathParameters: Record<string, string>;
  /**
   * Set when a path parameter cannot be a value: an invalid percent-escape (not UTF-8), or a
   * value that decodes to `.`/`..` or contains `/`. The caller answers 400 without running the
   * handler; `pathParameters` then holds only the parameters before it.
   */
  readonly badParameter?: string;
}

/**
 * Decodes one raw path segment. Undefined for an invalid escape (`%E0%A4%A`, lone surrogates) and
 * for a value that would act as a path when put back into a URL or key: `.`, `..`, or one with `/`
 * (an encoded `%2F` stays inside its segment while matching, but is never a valid parameter).
 */
export function decodePathParameter(raw: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (value === '.' || value === '..' || value.includes('/')) return undefined;
  return value;
}

interface CompiledRoute {
  readonly route: RouteDef;
  readonly pattern: RegExp;
  readonly params: readonly string[];
  /** Per segment 'L' for a literal, 'P' for a parameter: literals win left to right, as in API Gateway. */
  readonly specificity: string;
}

function compile(route: RouteDef): CompiledRoute {
  const params: string[] = [];
  let specificity = '';
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        params.push(param[1]);
        specificity += 'P';
        return '([^/]+)';
      }
      if (segment) specificity += 'L';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), params, specificity };
}

/**
 * Matches method + path (below the API root) against a route table, most specific first. The path
 * must be the raw one from the request line: nothing decoded and no dot segments resolved, so an
 * encoded `%2F` or `%2e%2e` never moves a request to another route (API Gateway does not either).
 */
export function createRouteMatcher(routes: readonly RouteDef[]) {
  const compiled = routes
    .map(compile)
    .sort((a, b) => (a.specificity < b.specificity ? -1 : a.specificity > b.specificity ? 1 : 0));
  return function match(method: string, path: string): RouteMatch | 'method-not-allowed' | undefined {
    let pathMatched = false;
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (candidate.route.method !== (method.toUpperCase() as HttpMethod)) continue;
      const pathParameters: Record<string, string> = {};
      for (const [i, name] of candidate.params.entries()) {
        const value = decodePathParameter(found[i + 1] ?? '');
        if (value === undefined) return { route: candidate.route, pathParameters, badParameter: name };
        pathParameters[name] = value;
      }
      return { route: candidate.route, pathParameters };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  };
}

/** The HTTP API route key of a route, e.g. `GET /api/user/{id}`. */
export function routeKey(route: RouteDef, apiRoot = '/api'): string {
  return `${route.method} ${apiRoot}${route.path}`;
}
