import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { sharingKeys } from './keys';

/** POST /api/bpmn/{uuid}/shareLink — creates the link once; the answer, as GET's, carries the token. */
export function createShareLink(uuid: string) {
  return api('postBpmnByUuidShareLink', { path: { uuid } });
}

export function useCreateShareLink(uuid: string) {
  return useCacheUpdatingMutation(
    () => createShareLink(uuid),
    (queryClient, state) => queryClient.setQueryData(sharingKeys.shareLink(uuid), state),
  );
}
