import { queryOptions } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/** GET /api/bpmn/{uuid} — the model with its diagram XML, version, canEdit and current editor. */
export function getModel(uuid: string, signal?: AbortSignal) {
  return api('getBpmnByUuid', { path: { uuid }, signal });
}

/** Key and fetcher; each screen adds its own freshness options. */
export function modelQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.models.detail(uuid),
    queryFn: ({ signal }) => getModel(uuid, signal),
  });
}
