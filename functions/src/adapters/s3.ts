import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { traced } from './observability.js';

/**
 * The one S3 client of a container, shared by model, document and survey storage; emulators
 * (s3rver, LocalStack) need path-style addressing. Checksums only where S3 requires them: a
 * default checksum would be signed into a presigned PUT as the checksum of an empty body, and
 * S3 would refuse the browser's real bytes.
 */
export const s3 = traced(
  new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
    requestChecksumCalculation: 'WHEN_REQUIRED',
  }),
);

/** Deletes every object below `prefix` in `bucket`, one listed page (≤ 1000 keys) per delete call. */
export async function deleteObjectsUnder(bucket: string, prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (objects.length > 0) {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/**
 * Deletes every stored version and delete marker below `prefix` in a versioned bucket, so that
 * nothing of it can be restored (a plain delete only adds a marker). A store that keeps no
 * versions (s3rver answers the listing with MethodNotAllowed/NotImplemented) has nothing more
 * to delete after deleteObjectsUnder.
 */
export async function deleteVersionsUnder(bucket: string, prefix: string): Promise<void> {
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  do {
    let page: Awaited<ReturnType<typeof listVersions>>;
    try {
      page = await listVersions(bucket, prefix, keyMarker, versionMarker);
    } catch (error) {
      if (error instanceof Error && ['MethodNotAllowed', 'NotImplemented'].includes(error.name)) return;
      throw error;
    }
    const objects = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].flatMap((v) =>
      v.Key && v.VersionId ? [{ Key: v.Key, VersionId: v.VersionId }] : [],
    );
    if (objects.length > 0) {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
    }
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (keyMarker);
}

const listVersions = (bucket: string, prefix: string, keyMarker?: string, versionMarker?: string) =>
  s3.send(
    new ListObjectVersionsCommand({
      Bucket: bucket,
      Prefix: prefix,
      KeyMarker: keyMarker,
      VersionIdMarker: versionMarker,
    }),
  );
