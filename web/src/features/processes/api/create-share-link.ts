import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { shareLinkKey } from './get-share-link';

/** POST /api/bpmn/{uuid}/shareLink — creates the link once; only this answer carries the token. */
export function createShareLink(uuid: string) {
  return api('postBpmnByUuidShareLink', { path: { uuid } });
}

export function useCreateShareLink(uuid: string) {
  return useCacheUpdatingMutation(
    () => createShareLink(uuid),
    (queryClient, state) => queryClient.setQueryData(shareLinkKey(uuid), { ...state, token: null }),
  );
}
