import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { modellerKeys } from './keys';

/** GET /api/customModelingEndpoint — the client's custom modelling elements. */
export function customElementsQueryOptions() {
  return routeQueryOptions(
    modellerKeys.customElements(),
    (signal) => api('getCustomModelingEndpoint', { signal }),
    { staleTime: 60_000 },
  );
}

export function useCustomElements() {
  return useQuery(customElementsQueryOptions());
}
