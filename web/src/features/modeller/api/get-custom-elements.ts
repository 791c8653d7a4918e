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

/** `enabled` false for a share-link guest: the guest's own client's elements are not the model's. */
export function useCustomElements(enabled = true) {
  return useQuery({ ...customElementsQueryOptions(), enabled });
}
