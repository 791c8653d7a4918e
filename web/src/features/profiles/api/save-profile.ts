import type { ProcessProfile } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProfiles } from './keys';

export type ProfileInput = RouteBody<'postProcessCharacteristic'>;

/** POST /api/processCharacteristic (new) or PUT (with id): answers the stored profile. */
export function saveProfile(profile: ProfileInput): Promise<ProcessProfile> {
  return profile.id
    ? api('putProcessCharacteristic', { body: profile })
    : api('postProcessCharacteristic', { body: profile });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProfile, onSuccess: () => refreshProfiles(queryClient) });
}
