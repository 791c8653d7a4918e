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

export function useElementNumbers(uuid: string) {
  return useQuery(elementNumbersQueryOptions(uuid));
}
