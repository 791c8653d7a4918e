import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { NEVER_STALE, routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/user/releaseNotes — the current notes' version and whether this user acknowledged it. */
export function releaseNotesQueryOptions() {
  return routeQueryOptions(['releaseNotes'], (signal) => api('getUserReleaseNotes', { signal }), NEVER_STALE);
}

export function useReleaseNotes() {
  return useQuery(releaseNotesQueryOptions());
}
