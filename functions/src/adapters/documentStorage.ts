import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { setting } from '../config/env.js';
import { modelPrefix } from './modelStorage.js';
import { deleteObjectsUnder, s3 } from './s3.js';

/**
 * Element documents in the documents bucket, below the model's tenant-first prefix
 * `<clientId>/models/<uuid>/documents/<docId>`. Large files travel between the browser and S3
 * through presigned URLs, never through a Lambda (docs/documents.md).
 */
/** How long a presigned upload or download URL works. */
export const PRESIGNED_SECONDS = 300;

export const documentKey = (clientId: number, uuid: string, docId: string) =>
  `${modelPrefix(clientId, uuid)}documents/${docId}`;

const documentsPrefix = (clientId: number, uuid: string) => `${modelPrefix(clientId, uuid)}documents/`;

export async function putDocument(key: string, content: Buffer, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: setting('documentsBucket'),
      Key: key,
      Body: content,
      ContentType: contentType,
    }),
  );
}

/** A URL the browser PUTs exactly `size` bytes to (S3 refuses another length). */
export async function presignDocumentUpload(key: string, size: number): Promise<string> {
  return getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: setting('documentsBucket'), Key: key, ContentLength: size }),
    { expiresIn: PRESIGNED_SECONDS },
  );
}

/** A URL that downloads the object as an attachment named `fileName`. */
export async function presignDocumentDownload(
  key: string,
  fileName: string,
  contentType: string,
): Promise<string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: setting('documentsBucket'),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      ResponseContentType: contentType,
    }),
    { expiresIn: PRESIGNED_SECONDS },
  );
}

/** The size of an uploaded object, or undefined when there is none. */
export async function documentSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
    throw error;
  }
}

export async function readDocument(key: string): Promise<Buffer> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
  if (!Body) throw new Error(`empty object ${key}`);
  return Buffer.from(await Body.transformToByteArray());
}

export async function deleteDocument(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
}

/** Deletes every document object of a model. */
export async function deleteModelDocuments(clientId: number, uuid: string): Promise<void> {
  await deleteObjectsUnder(setting('documentsBucket'), documentsPrefix(clientId, uuid));
}
