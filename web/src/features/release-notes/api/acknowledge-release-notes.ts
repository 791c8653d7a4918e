import type { ReleaseNotesState } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { releaseNotesQueryOptions } from './get-release-notes';

/** PUT /api/user/releaseNotes — records that the user has read this version (204). */
export function acknowledgeReleaseNotes(version: string): Promise<void> {
  return api('putUserReleaseNotes', { body: { version } });
}

export function useAcknowledgeReleaseNotes() {
  return useCacheUpdatingMutation(acknowledgeReleaseNotes, (queryClient, _, version) =>
    queryClient.setQueryData<ReleaseNotesState>(releaseNotesQueryOptions().queryKey, {
      version,
      acknowledged: true,
      acknowledgedVersion: version,
    }),
  );
}
