import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentDownloadLink,
  type DocumentUploadSlot,
  documentFileName,
  ELEMENT_CONTENT_MESSAGES,
  type ElementDocument,
} from '@prozesspuls/shared';
import {
  deleteDocument,
  documentKey,
  PRESIGNED_SECONDS,
  presignDocumentDownload,
  presignDocumentUpload,
  putDocument,
  readDocument,
  stagedDocumentHead,
  stagingKey,
} from '../../adapters/documentStorage.js';
import type { ElementRef } from '../../data/repositories/elementAttachments.js';
import {
  createDocumentCounted,
  deleteDocumentCounted,
  documentsOfElement,
  loadDocument,
} from '../../data/repositories/elementContent.js';
import { NotFound, orThrow, RuleViolation, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { type ModelElement, visibleElement, visibleModel } from '../models/models.js';
import { checkDocumentContent, isActiveName, servedContentType } from './documentType.js';
import { contentTarget } from './elementTarget.js';

/** Upload needs canEdit; documents go on elements, not on the process itself. */
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

/**
 * Records an object already in S3 (`objectKey`) together with the element's counter. The first
 * record of a `docId` wins; a second one (a repeated or racing confirm) writes nothing and
 * answers undefined, and its caller deletes its own object.
 */
async function recordDocument(
  caller: Identity,
  element: ElementRef,
  docId: string,
  objectKey: string,
  fileName: string,
  contentType: string,
  size: number,
): Promise<ElementDocument | undefined> {
  const item = {
    ...element,
    docId,
    fileName,
    contentType,
    size,
    objectKey,
    uploadedBy: caller.userId,
    createdDate: new Date().toISOString(),
  };
  return (await createDocumentCounted(item)) ? toDocument(item) : undefined;
}

/** The stored name of a document: the last segment of what was sent (`../../etc/passwd` → `passwd`). */
function storedName(fileName: string): string {
  const name = documentFileName(fileName);
  if (!name) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentNameRequired);
  return name;
}

/** The element a document is uploaded to (refused unless the caller may) and its stored name. */
async function uploadTarget(caller: Identity, uuid: string, elementId: string, fileName: string) {
  const { element } = await contentTarget(caller, uuid, elementId, UPLOAD_RULES);
  return { element, name: storedName(fileName) };
}

/**
 * Checks bytes (type by content, agreeing with the name) and stores exactly these bytes under a
 * fresh key no upload URL names, then records them. Nothing is recorded when the check fails.
 */
async function storeCheckedDocument(
  caller: Identity,
  element: ElementRef,
  docId: string,
  fileName: string,
  content: Buffer,
): Promise<ElementDocument | undefined> {
  const check = await checkDocumentContent(fileName, content);
  if ('refused' in check) throw new RuleViolation(check.refused);
  const objectKey = documentKey(element.clientId, element.uuid, randomUUID());
  await putDocument(objectKey, content, check.contentType);
  try {
    const recorded = await recordDocument(
      caller,
      element,
      docId,
      objectKey,
      fileName,
      check.contentType,
      content.length,
    );
    if (!recorded) await deleteDocument(objectKey).catch(() => undefined);
    return recorded;
  } catch (error) {
    await deleteDocument(objectKey).catch(() => undefined);
    throw error;
  }
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
  const { element, name } = await uploadTarget(caller, uuid, elementId, fileName);
  if (truncated || content.length > DOCUMENT_MAX_BYTES)
    throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentTooLarge);
  return orThrow(
    await storeCheckedDocument(caller, element, randomUUID(), name, content),
    () => new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentMissing),
  );
}

/**
 * Step 1 of a large upload: a presigned PUT of exactly `size` bytes to a staging key, valid
 * five minutes (docs/documents.md).
 */
export async function documentUploadSlot(
  caller: Identity,
  uuid: string,
  elementId: string,
  fileName: string,
  size: number,
): Promise<DocumentUploadSlot> {
  const { name } = await uploadTarget(caller, uuid, elementId, fileName);
  if (isActiveName(name)) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentActiveContent);
  const docId = randomUUID();
  const uploadUrl = await presignDocumentUpload(stagingKey(caller.clientId, uuid, docId), size);
  return { docId, uploadUrl, headers: {}, expiresInSeconds: PRESIGNED_SECONDS };
}

async function existingDocument(element: ElementRef, docId: string) {
  const document = await loadDocument(element, docId, true);
  return document ? toDocument(document) : undefined;
}

/**
 * Step 2: the staged object is read once; exactly the bytes read are checked (announced size,
 * limit, type by content agreeing with the name) and written to a fresh key that no upload URL
 * names; the staging object is deleted whatever the outcome. A second confirm answers the first
 * record, so bytes PUT again with the old URL are never checked, recorded or served.
 */
export async function confirmDocumentUpload(
  caller: Identity,
  uuid: string,
  elementId: string,
  docId: string,
  fileName: string,
): Promise<ElementDocument> {
  const { element, name } = await uploadTarget(caller, uuid, elementId, fileName);
  const existing = await existingDocument(element, docId);
  if (existing) return existing;
  const staging = stagingKey(caller.clientId, uuid, docId);
  try {
    const head = await stagedDocumentHead(staging);
    if (!head) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentMissing);
    if (head.size === 0 || head.size > DOCUMENT_MAX_BYTES)
      throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentTooLarge);
    if (head.declaredSize !== head.size)
      throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentSizeMismatch);
    const content = await readDocument(staging);
    if (!content) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentMissing);
    // The bytes read are what counts: the object may have been replaced after the HEAD.
    if (content.length !== head.declaredSize)
      throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentSizeMismatch);
    const stored = await storeCheckedDocument(caller, element, docId, name, content);
    if (stored) return stored;
    const first = await existingDocument(element, docId);
    if (!first) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.documentMissing);
    return first;
  } finally {
    await deleteDocument(staging).catch(() => undefined);
  }
}

/** The documents of one element, oldest first. */
export async function listDocuments(caller: Identity, element: ModelElement): Promise<ElementDocument[]> {
  const documents = await documentsOfElement(await visibleElement(caller, element));
  return documents.sort((a, b) => a.createdDate.localeCompare(b.createdDate)).map(toDocument);
}

async function documentOf(caller: Identity, uuid: string, elementId: string, docId: string) {
  const { summary } = await visibleModel(caller, uuid);
  const document = await loadDocument({ clientId: caller.clientId, uuid, elementId }, docId);
  if (!document) throw new NotFound();
  return { document, summary };
}

/**
 * Where the browser downloads the file: a short-lived presigned URL of the documents bucket,
 * always as attachment with its name and a type from the allow list.
 */
export async function documentDownload(
  caller: Identity,
  uuid: string,
  elementId: string,
  docId: string,
): Promise<DocumentDownloadLink> {
  const { document } = await documentOf(caller, uuid, elementId, docId);
  return {
    url: await presignDocumentDownload(
      document.objectKey,
      document.fileName,
      servedContentType(document.contentType),
    ),
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
  if (!summary.canEdit) throw new NotFound();
  const element = { clientId: caller.clientId, uuid, elementId };
  const deleted = await deleteDocumentCounted(element, docId);
  if (!deleted) throw new NotFound();
  await deleteDocument(document.objectKey).catch(() => {
    throw new TemporarilyUnavailable();
  });
}
