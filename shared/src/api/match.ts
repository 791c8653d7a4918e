import type { HttpMethod, RouteDef } from './routes.js';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly pathParameters: Record<string, string>;
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

/** Matches method + path (below the API root) against a route table, most specific first. */
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
      candidate.params.forEach((name, i) => {
        pathParameters[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { route: candidate.route, pathParameters };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  };
}

/** The HTTP API route key of a route, e.g. `GET /api/user/{id}`. */
export function routeKey(route: RouteDef, apiRoot = '/api'): string {
  return `${route.method} ${apiRoot}${route.path}`;
}
