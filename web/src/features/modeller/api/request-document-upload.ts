import type { DocumentUploadSlot } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

/**
 * POST /api/bpmn/{uuid}/element/{id}/document/upload — a presigned S3 PUT for exactly `size`
 * bytes (docs/documents.md).
 */
export function requestDocumentUpload(
  uuid: string,
  elementId: string,
  fileName: string,
  size: number,
): Promise<DocumentUploadSlot> {
  return api('postBpmnByUuidElementByIdDocumentUpload', {
    path: { uuid, id: elementId },
    body: { fileName, size },
  });
}
