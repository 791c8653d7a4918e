import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';
import { refreshElementContent } from './refresh-element-content';

/** DELETE /api/bpmn/{uuid}/element/{id}/document/{docId} — needs canEdit; refreshes list and badges. */
export function useDeleteDocument(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) =>
      api('deleteBpmnByUuidElementByIdDocumentByDocId', { path: { uuid, id: elementId, docId } }),
    onSuccess: () => refreshElementContent(queryClient, uuid, modellerKeys.documents(uuid, elementId)),
  });
}
