import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { updateModelSharedUsers } from './keys';

/** DELETE /api/bpmn/{uuid}/shared-user/{userId} → the users the model is still shared with. */
export function unshareModel({ uuid, userId }: { uuid: string; userId: string }): Promise<string[]> {
  return api('deleteBpmnByUuidSharedUserByUserId', { path: { uuid, userId } });
}

export function useUnshareModel() {
  return useCacheUpdatingMutation(unshareModel, updateModelSharedUsers);
}
