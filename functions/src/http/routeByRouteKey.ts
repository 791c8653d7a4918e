import { routeByKey } from '@prozesspuls/shared';
import type { RouteLookup } from './routeLookup.js';

/** The route of the request's route key, from the route table (the shared placeholder module). */
export const BY_ROUTE_KEY: RouteLookup = { routeOf: (routeKey) => routeByKey(routeKey) };
