import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { updateModelSharedUsers } from './keys';

/** POST /api/bpmn/{uuid}/shared-user { userId } → the users the model is shared with. */
export function shareModel({ uuid, userId }: { uuid: string; userId: string }): Promise<string[]> {
  return api('postBpmnByUuidSharedUser', { path: { uuid }, body: { userId } });
}

export function useShareModel() {
  return useCacheUpdatingMutation(shareModel, updateModelSharedUsers);
}
