import type { HistoryEntry } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/history — every saved version, newest first. */
export function getHistory(uuid: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiRequest<HistoryEntry[]>(`/bpmn/${encodeURIComponent(uuid)}/history`, { signal });
}

export function useHistory(uuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: modellerKeys.history(uuid),
      queryFn: ({ signal }) => getHistory(uuid, signal),
      enabled,
      staleTime: 0,
    }),
  );
}
