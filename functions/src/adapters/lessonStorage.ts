import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { setting } from '../config/env.js';
import { s3 } from './s3.js';

/**
 * The help centre's video lessons: platform content, the same for every client, published below
 * one prefix of the documents bucket (LESSONS_PREFIX, no client id in front: no tenant owns them).
 * The local cloud uploads the committed files at start; infra deploys them (BucketDeployment).
 */

/**
 * How long a lesson link works. Longer than a document's 5 minutes: the browser fetches a video in
 * ranges while it plays and when the user seeks, and every range request needs the signed URL to
 * still be valid. Lessons are the same for everyone, so a link living longer discloses nothing.
 */
export const LESSON_LINK_SECONDS = 3 * 60 * 60;

/** Every object key below `prefix` (the lessons' "directory listing"), all pages. */
export async function listLessonKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: setting('documentsBucket'),
        Prefix: prefix,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Whether an object exists (one HEAD request). */
export async function lessonFileExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return false;
    throw error;
  }
}

/** The text of a small lesson file (its metadata), or undefined when it cannot be read. */
export async function readLessonText(key: string): Promise<string | undefined> {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
    return Body ? await Body.transformToString('utf-8') : undefined;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return undefined;
    throw error;
  }
}

/**
 * A GET link the browser plays or reads inline as `contentType`, straight from the bucket's S3
 * endpoint (its CORS rule lets the SPA read the caption tracks). Not through the document-download
 * distribution: that forwards neither Range nor Origin, so a video could not seek and the tracks
 * could not load; what it adds guards user uploads, and lessons are the platform's own files.
 */
export async function presignLessonFile(key: string, contentType: string): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: setting('documentsBucket'), Key: key, ResponseContentType: contentType }),
    { expiresIn: LESSON_LINK_SECONDS },
  );
}
