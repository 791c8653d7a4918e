import type { HistoryVersion } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/history/commit/{hash} — one version with its XML. */
export function getHistoryVersion(uuid: string, hash: string, signal?: AbortSignal): Promise<HistoryVersion> {
  return api('getBpmnByUuidHistoryCommitByHash', { path: { uuid, hash }, signal });
}

export function useHistoryVersion(uuid: string, hash: string | null) {
  return useQuery(
    queryOptions({
      queryKey: modellerKeys.historyVersion(uuid, hash ?? ''),
      queryFn: ({ signal }) => getHistoryVersion(uuid, hash ?? '', signal),
      enabled: hash !== null,
      // A version never changes.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
