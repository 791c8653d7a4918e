import type { ResourceType } from '@prozesspuls/shared';
import { api } from './call';
import { queryKeys } from './query-keys';
import { routeQueryOptions } from './route-query';

/**
 * GET /api/connectedRessource/ressourceType/{type}: the client's process objects of one type. The
 * one read of this route: the process objects screen, profiles, the process map and the process
 * list's filters share its cache entry, so a change in one screen shows in all of them.
 */
export function resourcesOfTypeQueryOptions(type: ResourceType) {
  return routeQueryOptions(queryKeys.resources.byType(type), (signal) =>
    api('getConnectedRessourceRessourceTypeByType', { path: { type }, signal }),
  );
}
