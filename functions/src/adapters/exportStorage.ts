import { createHash, randomUUID } from 'node:crypto';
import { setting } from '../config/env.js';
import { EXPORT_TAGS, presignDocumentDownload, putDocument } from './documentStorage.js';
import { deleteObjectsUnder } from './s3.js';

/**
 * Data exports too large for a Lambda answer (6 MB) wait in the documents bucket below the
 * tenant's prefix, `<clientId>/exports/<sha256 of the user id>/`: the key never spells the
 * e-mail address, and erasing the user removes the folder.
 */
const exportsPrefix = (clientId: number, userId: string) =>
  `${clientId}/exports/${createHash('sha256').update(userId).digest('hex')}/`;

/** Stores the ZIP and answers a short-lived download URL for it. */
export async function storeExport(clientId: number, userId: string, zip: Buffer, fileName: string) {
  const key = `${exportsPrefix(clientId, userId)}${randomUUID()}.zip`;
  await putDocument(key, zip, 'application/zip', EXPORT_TAGS);
  return presignDocumentDownload(key, fileName, 'application/zip');
}

/** Removes every stored export of the user in the client. */
export async function deleteExports(clientId: number, userId: string): Promise<void> {
  await deleteObjectsUnder(setting('documentsBucket'), exportsPrefix(clientId, userId));
}

/**
 * Evaluation exports too large for a Lambda answer wait below the tenant's prefix too
 * (`<clientId>/exports/evaluation/`); they hold only figures that passed the anonymity threshold.
 */
export async function storeEvaluationExport(
  clientId: number,
  content: Buffer,
  fileName: string,
  contentType: string,
): Promise<string> {
  const extension = fileName.slice(fileName.lastIndexOf('.'));
  const key = `${clientId}/exports/evaluation/${randomUUID()}${extension}`;
  await putDocument(key, content, contentType, EXPORT_TAGS);
  return presignDocumentDownload(key, fileName, contentType);
}
