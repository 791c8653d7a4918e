import { api } from '@/lib/api/call';

/**
 * GET /api/bpmn/{uuid}/element/{id}/document/{docId}?link=1 — opens the presigned download URL:
 * the browser saves the file under its original name.
 */
export async function downloadDocument(uuid: string, elementId: string, docId: string): Promise<void> {
  const link = await api('getBpmnByUuidElementByIdDocumentByDocId', {
    path: { uuid, id: elementId, docId },
    query: { link: '1' },
  });
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.fileName;
  anchor.rel = 'noopener';
  anchor.click();
}
