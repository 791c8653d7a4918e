import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { shareLinkKey } from './get-share-link';

/** DELETE /api/bpmn/{uuid}/shareLink — the link is dead at once. */
export function revokeShareLink(uuid: string) {
  return api('deleteBpmnByUuidShareLink', { path: { uuid } });
}

export function useRevokeShareLink(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShareLink(uuid),
    onSuccess: (state) => queryClient.setQueryData(shareLinkKey(uuid), state),
  });
}
