import { useQuery } from '@tanstack/react-query';
import { getElementNumbers } from '@/lib/api/get-element-numbers';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';
import { modellerKeys } from './keys';

/** The model's element numbers, in number order, cached for the modeller. */
export function elementNumbersQueryOptions(uuid: string) {
  return routeQueryOptions(modellerKeys.numbers(uuid), (signal) => getElementNumbers(uuid, signal), {
    ...NEVER_STALE,
    refetchOnWindowFocus: false,
  });
}

/** `enabled` false for a share-link guest, whom the route does not serve. */
export function useElementNumbers(uuid: string, enabled = true) {
  return useQuery({ ...elementNumbersQueryOptions(uuid), enabled });
}
