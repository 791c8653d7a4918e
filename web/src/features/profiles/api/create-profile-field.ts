import type { ProfileField } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProfiles } from './keys';

export type ProfileFieldInput = RouteBody<'postProcessCharacteristicField'>;

/** POST /api/processCharacteristic/field → 201 with the new field. */
export function createProfileField(field: ProfileFieldInput): Promise<ProfileField> {
  return api('postProcessCharacteristicField', { body: field });
}

export function useCreateProfileField() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProfileField, onSuccess: () => refreshProfiles(queryClient) });
}
