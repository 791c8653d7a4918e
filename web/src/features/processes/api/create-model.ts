import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/** POST /api/bpmn/file/{name}?folderId=… → 201 { uuid }: an empty model. */
export function createModel({
  name,
  folderId,
}: {
  name: string;
  folderId: string;
}): Promise<{ uuid: string }> {
  return api('postBpmnFileByName', { path: { name: name.trim() }, query: { folderId } });
}

export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createModel, onSuccess: () => refreshProcessLists(queryClient) });
}
