import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { shareLinkKey } from './get-share-link';

/** POST /api/bpmn/{uuid}/shareLink — creates the link once; only this answer carries the token. */
export function createShareLink(uuid: string) {
  return api('postBpmnByUuidShareLink', { path: { uuid } });
}

export function useCreateShareLink(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createShareLink(uuid),
    onSuccess: (state) => queryClient.setQueryData(shareLinkKey(uuid), { ...state, token: null }),
  });
}
