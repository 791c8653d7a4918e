import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentDownloadLink,
  type DocumentUploadSlot,
  ELEMENT_CONTENT_MESSAGES,
  type ElementDocument,
} from '@prozesspuls/shared';
import {
  deleteDocument,
  documentKey,
  documentSize,
  PRESIGNED_SECONDS,
  presignDocumentDownload,
  presignDocumentUpload,
  putDocument,
  readDocument,
} from '../../adapters/documentStorage.js';
import { getDb } from '../../data/db.js';
import {
  adjustElementAttachments,
  deleteCountedContent,
  type ElementRef,
} from '../../data/repositories/elementAttachments.js';
import { badRequest, notFound, unavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { type ModelElement, visibleElement, visibleModel } from '../models/models.js';
import { detectDocumentType } from './documentType.js';
import { contentTarget } from './elementTarget.js';

/** Upload needs canEdit (seed 000 §6); documents go on elements, not on the process itself (§5). */
const UPLOAD_RULES = { needsEdit: true, elementOnly: true } as const;

interface DocumentItem {
  readonly docId: string;
  readonly fileName: string;
  readonly size: number;
  readonly contentType: string;
  readonly uploadedBy: string;
  readonly createdDate: string;
}

const toDocument = (d: DocumentItem): ElementDocument => ({
  id: d.docId,
  fileName: d.fileName,
  size: d.size,
  contentType: d.contentType,
  uploadedBy: d.uploadedBy,
  createdDate: d.createdDate,
});

/** Records an object already in S3 together with the element's counter; the first record wins. */
async function recordDocument(
  caller: Identity,
  element: ElementRef,
  docId: string,
  fileName: string,
  contentType: string,
  size: number,
): Promise<ElementDocument> {
  const item = {
    ...element,
    docId,
    fileName,
    contentType,
    size,
    objectKey: documentKey(element.clientId, element.uuid, docId),
    uploadedBy: caller.userId,
    createdDate: new Date().toISOString(),
  };
  const result = await getDb()
    .transaction.write((entities) => [
      entities.elementDocument.create(item).commit(),
      adjustElementAttachments(entities, element, 'documents', 1),
    ])
    .go();
  if (result.canceled) throw badRequest(ELEMENT_CONTENT_MESSAGES.documentMissing);
  return toDocument(item);
}

/** A small file sent through the API itself (multipart field `file`). */
export async function uploadDocument(
  caller: Identity,
  uuid: string,
  elementId: string,
  fileName: string,
  content: Buffer,
  truncated: boolean,
): Promise<ElementDocument> {
  const { element } = await contentTarget(caller, uuid, elementId, UPLOAD_RULES);
  if (truncated || content.length > DOCUMENT_MAX_BYTES)
    throw badRequest(ELEMENT_CONTENT_MESSAGES.documentTooLarge);
  const contentType = await detectDocumentType(fileName, content);
  if (!contentType) throw badRequest(ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed);
  const docId = randomUUID();
  await putDocument(documentKey(caller.clientId, uuid, docId), content, contentType);
  try {
    return await recordDocument(caller, element, docId, fileName, contentType, content.length);
  } catch (error) {
    await deleteDocument(documentKey(caller.clientId, uuid, docId)).catch(() => undefined);
    throw error;
  }
}

/** Step 1 of a large upload: a presigned PUT of exactly `size` bytes (docs/documents.md). */
export async function documentUploadSlot(
  caller: Identity,
  uuid: string,
  elementId: string,
  size: number,
): Promise<DocumentUploadSlot> {
  await contentTarget(caller, uuid, elementId, UPLOAD_RULES);
  const docId = randomUUID();
  const uploadUrl = await presignDocumentUpload(documentKey(caller.clientId, uuid, docId), size);
  return { docId, uploadUrl, headers: {}, expiresInSeconds: PRESIGNED_SECONDS };
}

/**
 * Step 2: the uploaded object is checked like a small upload (size, type by content) and
 * recorded; an object that fails the check is deleted and nothing is recorded.
 */
export async function confirmDocumentUpload(
  caller: Identity,
  uuid: string,
  elementId: string,
  docId: string,
  fileName: string,
): Promise<ElementDocument> {
  const { element } = await contentTarget(caller, uuid, elementId, UPLOAD_RULES);
  const key = documentKey(caller.clientId, uuid, docId);
  const { data: existing } = await getDb()
    .entities.elementDocument.get({ ...element, docId })
    .go();
  if (existing) return toDocument(existing);
  const size = await documentSize(key);
  if (size === undefined) throw badRequest(ELEMENT_CONTENT_MESSAGES.documentMissing);
  const refuse = async (msg: string) => {
    await deleteDocument(key).catch(() => undefined);
    return badRequest(msg);
  };
  if (size === 0 || size > DOCUMENT_MAX_BYTES) throw await refuse(ELEMENT_CONTENT_MESSAGES.documentTooLarge);
  const contentType = await detectDocumentType(fileName, await readDocument(key));
  if (!contentType) throw await refuse(ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed);
  return recordDocument(caller, element, docId, fileName, contentType, size);
}

/** The documents of one element, oldest first. */
export async function listDocuments(caller: Identity, element: ModelElement): Promise<ElementDocument[]> {
  const { data } = await getDb()
    .entities.elementDocument.query.byModel(await visibleElement(caller, element))
    .go({ pages: 'all' });
  return data
    .filter((d) => d.elementId === element.elementId)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate))
    .map(toDocument);
}

async function documentOf(caller: Identity, uuid: string, elementId: string, docId: string) {
  const { summary } = await visibleModel(caller, uuid);
  const { data } = await getDb()
    .entities.elementDocument.get({ clientId: caller.clientId, uuid, elementId, docId })
    .go();
  if (!data) throw notFound();
  return { document: data, summary };
}

/** Where the browser downloads the file: a short-lived presigned URL, attachment with its name. */
export async function documentDownload(
  caller: Identity,
  uuid: string,
  elementId: string,
  docId: string,
): Promise<DocumentDownloadLink> {
  const { document } = await documentOf(caller, uuid, elementId, docId);
  return {
    url: await presignDocumentDownload(document.objectKey, document.fileName, document.contentType),
    fileName: document.fileName,
  };
}

/** Deletes the record and its counter in one transaction, then the object. Needs canEdit. */
export async function removeDocument(
  caller: Identity,
  uuid: string,
  elementId: string,
  docId: string,
): Promise<void> {
  const { document, summary } = await documentOf(caller, uuid, elementId, docId);
  if (!summary.canEdit) throw notFound();
  const element = { clientId: caller.clientId, uuid, elementId };
  const deleted = await deleteCountedContent(element, 'documents', (entities) => [
    entities.elementDocument
      .delete({ ...element, docId })
      .where((a, op) => op.exists(a.docId))
      .commit(),
  ]);
  if (!deleted) throw notFound();
  await deleteDocument(document.objectKey).catch(() => {
    throw unavailable();
  });
}
