import type { ProcessModel } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/bpmn/{uuid} — the model with its diagram XML; 404 when it does not exist or is not visible. */
export function getModel(uuid: string, signal?: AbortSignal): Promise<ProcessModel> {
  return apiRequest<ProcessModel>(`/bpmn/${encodeURIComponent(uuid)}`, { signal });
}

export function modelQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['model-viewer', 'model', uuid],
    queryFn: ({ signal }) => getModel(uuid, signal),
    // Always the stored version when the page opens (another user may have changed it).
    staleTime: 0,
  });
}

export function useModel(uuid: string) {
  return useQuery(modelQueryOptions(uuid));
}
