import type { ReleaseNotesState } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { releaseNotesQueryOptions } from './get-release-notes';

/** PUT /api/user/releaseNotes — records that the user has read this version (204). */
export function acknowledgeReleaseNotes(version: string): Promise<void> {
  return apiRequest<void>('/user/releaseNotes', { method: 'PUT', json: { version } });
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
