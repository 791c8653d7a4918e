import { useQuery } from '@tanstack/react-query';
import { profilesQueryOptions } from '@/lib/api/get-profiles';

/** The profiles, for the filter 'Prozessart' (their model and type). */
export function useProfilesForFilter() {
  return useQuery(profilesQueryOptions());
}
