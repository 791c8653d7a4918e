import type { ElementNumber } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/elementNumber/bpmn/{uuid} — the model's element numbers, in number order. */
export function getElementNumbers(uuid: string, signal?: AbortSignal): Promise<ElementNumber[]> {
  return api('getElementNumberBpmnByUuid', { path: { uuid }, signal });
}

export function elementNumbersQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: modellerKeys.numbers(uuid),
    queryFn: ({ signal }) => getElementNumbers(uuid, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useElementNumbers(uuid: string) {
  return useQuery(elementNumbersQueryOptions(uuid));
}
