import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** PUT /api/bpmn/{uuid}/filename { fileName } → 204 (owner only). */
export function renameModel({ uuid, fileName }: { uuid: string; fileName: string }): Promise<void> {
  return api('putBpmnByUuidFilename', { path: { uuid }, body: { fileName: fileName.trim() } });
}

export function useRenameModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameModel, onSuccess: () => refreshProcessLists(queryClient) });
}
