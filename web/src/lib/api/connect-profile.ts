import type { ProcessProfile } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/**
 * POST /api/processCharacteristic/connect: links the model `uuid` to the profile `profileId`. The
 * one call of this route; afterwards profiles, the map and the process list (a model's link shows
 * in each) are read again.
 */
export function useConnectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, uuid }: { profileId: string; uuid: string }): Promise<ProcessProfile> =>
      api('postProcessCharacteristicConnect', { body: { CHARACTERISTIC: profileId, UUID: uuid } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.models.list() }),
      ]),
  });
}
