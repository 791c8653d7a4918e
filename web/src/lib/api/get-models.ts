import { queryOptions } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/** GET /api/bpmn — every model the user may see, newest first. */
export function getModels(signal?: AbortSignal) {
  return api('getBpmn', { signal });
}

/** Key and fetcher; each screen adds its own freshness options. */
export function modelsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.models.list(), queryFn: ({ signal }) => getModels(signal) });
}
