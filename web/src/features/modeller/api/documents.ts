import type { ElementDocument } from '@prozesspuls/shared';
import { DOCUMENT_MAX_BYTES, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/bpmn/{uuid}/element/{id}/document — the element's documents. */
export function useDocuments(uuid: string, elementId: string) {
  return useQuery({
    queryKey: modellerKeys.documents(uuid, elementId),
    queryFn: ({ signal }): Promise<ElementDocument[]> =>
      api('getBpmnByUuidElementByIdDocument', { path: { uuid, id: elementId }, signal }),
  });
}

/** PUTs the bytes to the presigned URL, reporting progress (0..1); S3 answers 200. */
function putWithProgress(url: string, file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(ELEMENT_CONTENT_MESSAGES.documentMissing));
    request.onerror = () => reject(new Error(ELEMENT_CONTENT_MESSAGES.documentMissing));
    request.send(file);
  });
}

/**
 * Uploads one document the way that works on AWS for every size (docs/documents.md): an upload
 * slot, the bytes straight to S3 with progress, then the confirm call that checks the content.
 */
export async function uploadDocument(
  uuid: string,
  elementId: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<ElementDocument> {
  if (file.size > DOCUMENT_MAX_BYTES) throw new Error(ELEMENT_CONTENT_MESSAGES.documentTooLarge);
  const path = { uuid, id: elementId };
  const slot = await api('postBpmnByUuidElementByIdDocumentUpload', {
    path,
    body: { fileName: file.name, size: file.size },
  });
  await putWithProgress(slot.uploadUrl, file, onProgress);
  return api('postBpmnByUuidElementByIdDocumentByDocIdConfirm', {
    path: { ...path, docId: slot.docId },
    body: { fileName: file.name },
  });
}

/** Opens the presigned download URL: the browser saves the file under its original name. */
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

export function useDocumentMutations(uuid: string, elementId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: modellerKeys.documents(uuid, elementId) }),
      queryClient.invalidateQueries({ queryKey: modellerKeys.attachments(uuid) }),
    ]);
  const remove = useMutation({
    mutationFn: (docId: string) =>
      api('deleteBpmnByUuidElementByIdDocumentByDocId', { path: { uuid, id: elementId, docId } }),
    onSuccess: refresh,
  });
  return { remove, refresh };
}
