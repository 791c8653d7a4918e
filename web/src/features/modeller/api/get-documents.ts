import type { ElementDocument } from '@prozesspuls/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';
import { refreshElementContent } from './refresh-element-content';

/** GET /api/bpmn/{uuid}/element/{id}/document — the element's documents. */
export function useDocuments(uuid: string, elementId: string) {
  return useQuery({
    queryKey: modellerKeys.documents(uuid, elementId),
    queryFn: ({ signal }): Promise<ElementDocument[]> =>
      api('getBpmnByUuidElementByIdDocument', { path: { uuid, id: elementId }, signal }),
  });
}

/** Reads the element's documents and the badges again (after an upload). */
export function useRefreshDocuments(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  return () => refreshElementContent(queryClient, uuid, modellerKeys.documents(uuid, elementId));
}
