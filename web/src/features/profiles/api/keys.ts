import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, refreshWithModelList } from '@/lib/api/query-keys';

/** Query keys of process profiles; everything below 'profiles' is refreshed after a change. */
export const profileKeys = {
  all: queryKeys.profiles.all,
  list: queryKeys.profiles.list,
  fields: () => ['profiles', 'fields'] as const,
  map: () => ['profiles', 'map'] as const,
};

/** Profiles, fields, the map and the process list (a model's link shows there) after a change. */
export function refreshProfiles(queryClient: QueryClient): Promise<void> {
  return refreshWithModelList(queryClient, profileKeys.all);
}
