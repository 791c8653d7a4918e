import { api } from './call';
import { queryKeys } from './query-keys';
import { routeQueryOptions } from './route-query';

/**
 * GET /api/processCharacteristic: the client's profiles, newest first. The one read of this route:
 * the profiles screen and the process list's filter 'Prozessart' share its cache entry.
 */
export function profilesQueryOptions() {
  return routeQueryOptions(queryKeys.profiles.list(), (signal) =>
    api('getProcessCharacteristic', { signal }),
  );
}
