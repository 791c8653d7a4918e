import type { ElementDocument } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

/**
 * POST /api/bpmn/{uuid}/element/{id}/document/{docId}/confirm — the server checks the uploaded
 * object's size and type by content and records it (or deletes a refused one).
 */
export function confirmDocument(
  uuid: string,
  elementId: string,
  docId: string,
  fileName: string,
): Promise<ElementDocument> {
  return api('postBpmnByUuidElementByIdDocumentByDocIdConfirm', {
    path: { uuid, id: elementId, docId },
    body: { fileName },
  });
}
