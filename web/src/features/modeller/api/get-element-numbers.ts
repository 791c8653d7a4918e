import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';
import { modellerKeys } from './keys';

/** GET /api/elementNumber/bpmn/{uuid} — the model's element numbers, in number order. */
export function elementNumbersQueryOptions(uuid: string) {
  return routeQueryOptions(
    modellerKeys.numbers(uuid),
    (signal) => api('getElementNumberBpmnByUuid', { path: { uuid }, signal }),
    { ...NEVER_STALE, refetchOnWindowFocus: false },
  );
}

/** `enabled` false for a share-link guest, whom the route does not serve. */
export function useElementNumbers(uuid: string, enabled = true) {
  return useQuery({ ...elementNumbersQueryOptions(uuid), enabled });
}
