import type { ReleaseNotesState } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { releaseNotesQueryOptions } from './get-release-notes';

/** PUT /api/user/releaseNotes — records that the user has read this version (204). */
export function acknowledgeReleaseNotes(version: string): Promise<void> {
  return api('putUserReleaseNotes', { body: { version } });
}

export function useAcknowledgeReleaseNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeReleaseNotes,
    onSuccess: (_, version) => {
      queryClient.setQueryData<ReleaseNotesState>(releaseNotesQueryOptions().queryKey, {
        version,
        acknowledged: true,
      });
    },
  });
}
