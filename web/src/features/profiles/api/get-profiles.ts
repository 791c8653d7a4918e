import { useQuery } from '@tanstack/react-query';
import { profilesQueryOptions } from '@/lib/api/get-profiles';

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
