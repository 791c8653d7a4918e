import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LESSON_MESSAGES } from '@prozesspuls/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDocumentStoreEnv } from '../../testing/documentStoreEnv.js';
import type { Identity } from '../identity.js';
import { listLessons, saveLessonProgress } from './lessons.js';

const s3 = mockClient(S3Client);
const dynamo = mockClient(DynamoDBDocumentClient);

const caller: Identity = {
  userId: 'max@demo.local',
  clientId: 7,
  roles: [],
  permissions: {},
  isSuperuser: false,
};

beforeEach(() => {
  s3.reset();
  dynamo.reset();
  vi.stubEnv('TABLE_NAME', 'test-table');
  stubDocumentStoreEnv();
  vi.stubEnv('DOCUMENTS_DOWNLOAD_ORIGIN', 'https://d111111abcdef8.cloudfront.net');
  dynamo.on(QueryCommand).resolves({ Items: [] });
});
afterEach(() => vi.unstubAllEnvs());

describe('listLessons', () => {
  it('answers a failed listing with the German listing-failed message as 502', async () => {
    s3.on(ListObjectsV2Command).rejects(new Error('AccessDenied'));
    await expect(listLessons(caller)).rejects.toMatchObject({
      kind: 'UpstreamFailed',
      msg: LESSON_MESSAGES.listingFailed,
    });
  });

  it('links the files straight to S3 (Range and CORS), inline, for three hours', async () => {
    s3.on(ListObjectsV2Command).resolves({
      Contents: [
        { Key: 'help/lessons/01-erstes-modell.webm' },
        { Key: 'help/lessons/01-erstes-modell.de.vtt' },
      ],
    });
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('missing'), { name: 'NoSuchKey' }));
    const { lessons } = await listLessons(caller);
    expect(lessons).toHaveLength(1);
    const video = new URL(lessons[0]?.videoUrl ?? '');
    expect(video.host).toBe('pp-documents.s3.eu-central-1.amazonaws.com');
    expect(video.pathname).toBe('/help/lessons/01-erstes-modell.webm');
    expect(video.searchParams.get('response-content-type')).toBe('video/webm');
    expect(video.searchParams.get('response-content-disposition')).toBeNull();
    expect(Number(video.searchParams.get('X-Amz-Expires'))).toBe(3 * 60 * 60);
    expect(lessons[0]).toMatchObject({ title: 'Erstes modell', chaptersUrl: null, progress: null });
    // The caller's progress is read from the caller's own tenant partition.
    const query = dynamo.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.ExpressionAttributeValues).toMatchObject({ ':pk': 'T#7' });
  });
});

describe('saveLessonProgress', () => {
  it('refuses a name that is no lesson without asking the store, and an unpublished one after one HEAD', async () => {
    await expect(
      saveLessonProgress(caller, '../geheim', { positionSeconds: 1, watchedPercent: 1 }),
    ).rejects.toMatchObject({ kind: 'NotFound', msg: LESSON_MESSAGES.notFound });
    expect(s3.calls()).toHaveLength(0);
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('missing'), { name: 'NotFound' }));
    await expect(
      saveLessonProgress(caller, '07-fehlt', { positionSeconds: 1, watchedPercent: 1 }),
    ).rejects.toMatchObject({ kind: 'NotFound' });
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input.Key).toBe('help/lessons/07-fehlt.webm');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
