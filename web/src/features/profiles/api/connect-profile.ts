import type { ProcessProfile } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProfiles } from './keys';

/** POST /api/processCharacteristic/connect: links the model `uuid` to the profile `profileId`. */
export function connectProfile({
  profileId,
  uuid,
}: {
  profileId: string;
  uuid: string;
}): Promise<ProcessProfile> {
  return api('postProcessCharacteristicConnect', { body: { CHARACTERISTIC: profileId, UUID: uuid } });
}

export function useConnectProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectProfile, onSuccess: () => refreshProfiles(queryClient) });
}
