import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EXPORT_OBJECT_TAG } from '@prozesspuls/shared';
import { optionalSetting, setting } from '../config/env.js';
import { modelPrefix } from './modelStorage.js';
import { deleteObjectsUnder, s3 } from './s3.js';

/**
 * Element documents in the documents bucket, below the model's tenant-first prefix
 * `<clientId>/models/<uuid>/documents/`. Large files travel between the browser and S3
 * through presigned URLs, never through a Lambda (docs/documents.md). A presigned PUT only ever
 * names a staging key (`documents/staging/<docId>`); what is served lives under a key the server
 * makes at confirm and no upload URL names, so a reused upload URL cannot change it.
 */
/** How long a presigned upload or download URL works (at most 5 minutes). */
export const PRESIGNED_SECONDS = 300;

/** Metadata on a staging object: the size the slot announced (signed into the URL). */
const DECLARED_SIZE = 'declared-size';

/** The key of a stored document; `objectId` is made by the server, never taken from a name. */
export const documentKey = (clientId: number, uuid: string, objectId: string) =>
  `${modelPrefix(clientId, uuid)}documents/${objectId}`;

/** Where the presigned upload of slot `docId` puts the bytes until confirm has checked them. */
export const stagingKey = (clientId: number, uuid: string, docId: string) =>
  `${modelPrefix(clientId, uuid)}documents/staging/${docId}`;

/** A stored version of a risk assessment's documentation PDF (one object per version). */
export const riskReportKey = (clientId: number, assessmentId: string, version: number) =>
  `${clientId}/riskAssessments/${assessmentId}/report-v${version}.pdf`;

const documentsPrefix = (clientId: number, uuid: string) => `${modelPrefix(clientId, uuid)}documents/`;

/** Stores checked bytes; the object itself says "download" (attachment) and its verified type. */
export async function putDocument(
  key: string,
  content: Buffer,
  contentType: string,
  tags: Readonly<Record<string, string>> = {},
): Promise<void> {
  const tagging = new URLSearchParams(tags).toString();
  await s3.send(
    new PutObjectCommand({
      Bucket: setting('documentsBucket'),
      Key: key,
      Body: content,
      ContentType: contentType,
      ContentDisposition: 'attachment',
      ...(tagging ? { Tagging: tagging } : {}),
    }),
  );
}

/** The tag of a stored export, which the bucket's lifecycle rule expires (shared EXPORT_OBJECT_TAG). */
export const EXPORT_TAGS = { [EXPORT_OBJECT_TAG.key]: EXPORT_OBJECT_TAG.value } as const;

/**
 * A URL the browser PUTs exactly `size` bytes to: Content-Length is a signed header, so S3
 * refuses another length, and the announced size travels as signed metadata so confirm can
 * check it where the store does not (s3rver verifies no signature).
 */
export async function presignDocumentUpload(key: string, size: number): Promise<string> {
  return getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: setting('documentsBucket'),
      Key: key,
      ContentLength: size,
      Metadata: { [DECLARED_SIZE]: String(size) },
    }),
    { expiresIn: PRESIGNED_SECONDS },
  );
}

/** `Content-Disposition` for a download named `fileName`: always attachment, never inline. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A URL that downloads the object as an attachment named `fileName` with type `contentType`.
 * In the cloud it names the document-download distribution instead of the bucket's host: the
 * distribution forwards path and query unchanged to the host the URL was signed for, and adds
 * nosniff and a sandboxing CSP (infra/lib/stacks/webStack.ts).
 */
export async function presignDocumentDownload(
  key: string,
  fileName: string,
  contentType: string,
): Promise<string> {
  const signed = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: setting('documentsBucket'),
      Key: key,
      ResponseContentDisposition: attachmentDisposition(fileName),
      ResponseContentType: contentType,
    }),
    { expiresIn: PRESIGNED_SECONDS },
  );
  const origin = optionalSetting('documentsDownloadOrigin');
  if (!origin) return signed;
  const url = new URL(signed);
  const through = new URL(origin);
  url.protocol = through.protocol;
  url.host = through.host;
  return url.toString();
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Size and announced size of an uploaded staging object, or undefined when there is none. */
export async function stagedDocumentHead(
  key: string,
): Promise<{ readonly size: number; readonly declaredSize: number | undefined } | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
    const declared = head.Metadata?.[DECLARED_SIZE];
    return {
      size: head.ContentLength ?? 0,
      declaredSize: declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined,
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The bytes of an object, or undefined when there is none. */
export async function readDocument(key: string): Promise<Buffer | undefined> {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
    return Body ? Buffer.from(await Body.transformToByteArray()) : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function deleteDocument(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
}

/** Deletes every document object of a model. */
export async function deleteModelDocuments(clientId: number, uuid: string): Promise<void> {
  await deleteObjectsUnder(setting('documentsBucket'), documentsPrefix(clientId, uuid));
}
