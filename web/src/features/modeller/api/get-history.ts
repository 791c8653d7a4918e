import type { HistoryEntry } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/history — every saved version, newest first. */
export function getHistory(uuid: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return api('getBpmnByUuidHistory', { path: { uuid }, signal });
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
