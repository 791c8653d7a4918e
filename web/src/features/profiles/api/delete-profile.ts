import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProfiles } from './keys';

/** DELETE /api/processCharacteristic/{id} → 204; the linked model loses its link. */
export function deleteProfile(id: string): Promise<void> {
  return api('deleteProcessCharacteristicById', { path: { id } });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfile, onSuccess: () => refreshProfiles(queryClient) });
}
