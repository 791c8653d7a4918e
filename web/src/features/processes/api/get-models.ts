import type { ProcessSummary } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { processKeys } from './keys';

/** GET /api/bpmn — every model the user may see, newest first. */
export function getModels(signal?: AbortSignal): Promise<ProcessSummary[]> {
  return apiRequest<ProcessSummary[]>('/bpmn', { signal });
}

export function modelsQueryOptions() {
  return queryOptions({ queryKey: processKeys.models(), queryFn: ({ signal }) => getModels(signal) });
}

export function useModels() {
  return useQuery(modelsQueryOptions());
}
