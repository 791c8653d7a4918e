import type { ResourceType } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { resourcesOfTypeQueryOptions } from '@/lib/api/get-resources-of-type';

/** The client's objects of one type, newest first (as the server answers). */
export function useResourcesOfType(type: ResourceType) {
  return useQuery(resourcesOfTypeQueryOptions(type));
}
