import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshProcessLists } from './keys';

/** POST /api/bpmn/file/{name}?folderId=… → 201 { uuid }: an empty model. */
export function createModel({
  name,
  folderId,
}: {
  name: string;
  folderId: string;
}): Promise<{ uuid: string }> {
  const query = new URLSearchParams({ folderId });
  return apiRequest<{ uuid: string }>(`/bpmn/file/${encodeURIComponent(name.trim())}?${query}`, {
    method: 'POST',
  });
}

export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createModel, onSuccess: () => refreshProcessLists(queryClient) });
}
