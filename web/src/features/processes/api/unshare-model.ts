import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys, refreshProcessLists } from './keys';

/** DELETE /api/bpmn/{uuid}/shared-user/{userId} → the users the model is still shared with. */
export function unshareModel({ uuid, userId }: { uuid: string; userId: string }): Promise<string[]> {
  return api('deleteBpmnByUuidSharedUserByUserId', { path: { uuid, userId } });
}

export function useUnshareModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unshareModel,
    onSuccess: (userIds, { uuid }) => {
      queryClient.setQueryData(processKeys.modelShared(uuid), userIds);
      return refreshProcessLists(queryClient);
    },
  });
}
