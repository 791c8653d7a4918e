import type { ElementDocument } from '@prozesspuls/shared';
import { DOCUMENT_MAX_BYTES, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared/messages';
import { confirmDocument } from './confirm-document';
import { requestDocumentUpload } from './request-document-upload';

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
  const slot = await requestDocumentUpload(uuid, elementId, file.name, file.size);
  await putWithProgress(slot.uploadUrl, file, onProgress);
  return confirmDocument(uuid, elementId, slot.docId, file.name);
}
