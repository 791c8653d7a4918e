import type { CustomElement } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/customModelingEndpoint — the client's custom modelling elements. */
export function getCustomElements(signal?: AbortSignal): Promise<CustomElement[]> {
  return api('getCustomModelingEndpoint', { signal });
}

export function customElementsQueryOptions() {
  return queryOptions({
    queryKey: modellerKeys.customElements(),
    queryFn: ({ signal }) => getCustomElements(signal),
    staleTime: 60_000,
  });
}

export function useCustomElements() {
  return useQuery(customElementsQueryOptions());
}
