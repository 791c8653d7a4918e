import type { ProcessSummary } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { modellerKeys } from './keys';

/** GET /api/bpmn — the client's models the user may see (subprocess link candidates). */
export function getModels(signal?: AbortSignal): Promise<ProcessSummary[]> {
  return apiRequest<ProcessSummary[]>('/bpmn', { signal });
}

export function useModels(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: modellerKeys.models(),
      queryFn: ({ signal }) => getModels(signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}
