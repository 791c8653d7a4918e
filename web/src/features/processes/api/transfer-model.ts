import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** PUT /api/bpmn/{uuid}/initiator { initiator } → 204: another member of the client becomes the owner. */
export function transferModel({ uuid, initiator }: { uuid: string; initiator: string }): Promise<void> {
  return api('putBpmnByUuidInitiator', { path: { uuid }, body: { initiator } });
}

export function useTransferModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transferModel, onSuccess: () => refreshProcessLists(queryClient) });
}
