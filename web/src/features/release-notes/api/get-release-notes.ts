import type { ReleaseNotesState } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** GET /api/user/releaseNotes — the current notes' version and whether this user acknowledged it. */
export function getReleaseNotes(signal?: AbortSignal): Promise<ReleaseNotesState> {
  return api('getUserReleaseNotes', { signal });
}

export function releaseNotesQueryOptions() {
  return queryOptions({
    queryKey: ['releaseNotes'],
    queryFn: ({ signal }) => getReleaseNotes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReleaseNotes() {
  return useQuery(releaseNotesQueryOptions());
}
