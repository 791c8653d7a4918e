import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys, refreshProcessLists } from './keys';

/** POST /api/bpmn/{uuid}/shared-user { userId } → the users the model is shared with. */
export function shareModel({ uuid, userId }: { uuid: string; userId: string }): Promise<string[]> {
  return api('postBpmnByUuidSharedUser', { path: { uuid }, body: { userId } });
}

export function useShareModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareModel,
    onSuccess: (userIds, { uuid }) => {
      queryClient.setQueryData(processKeys.modelShared(uuid), userIds);
      return refreshProcessLists(queryClient);
    },
  });
}
