import { api } from '@/lib/api/call';
import { useCacheReplacingMutation } from '@/lib/api/route-mutation';
import { sharingKeys } from './keys';

/** POST /api/bpmn/{uuid}/shareLink — creates the link once; the answer, as GET's, carries the token. */
export function createShareLink(uuid: string) {
  return api('postBpmnByUuidShareLink', { path: { uuid } });
}

export function useCreateShareLink(uuid: string) {
  return useCacheReplacingMutation(() => createShareLink(uuid), sharingKeys.shareLink(uuid));
}
