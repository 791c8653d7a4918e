import type { Access } from '@prozesspuls/shared';

/**
 * How a handler that serves many routes finds the one of a request, by the event's route key.
 * Only such a handler imports the route table (routeByRouteKey.ts); every other function knows
 * its one route by its module name.
 */
export interface RouteLookup {
  readonly routeOf: (routeKey: string) => { readonly name: string; readonly access: Access } | undefined;
}
