import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LessonList, LessonProgress } from '@prozesspuls/shared';
import { LESSON_MESSAGES, LESSONS_PREFIX, parseVtt } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './client.js';
import { closeDynamo, localDynamo } from './local-table.js';

/** The committed lessons the local cloud published at start, by their number (as listed). */
const COMMITTED = readdirSync(resolve(import.meta.dirname, '../../infra/assets/lessons'))
  .filter((name) => name.endsWith('.webm'))
  .map((name) => name.slice(0, -'.webm'.length))
  .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
/** The first bytes of every WebM (Matroska/EBML) file. */
const EBML_MAGIC = '1a45dfa3';

let modeller = '';
let admin = '';

const lessons = async (token: string) => api<LessonList & { msg?: string }>('GET', '/help/lesson', { token });
const saveProgress = (token: string, id: string, json: unknown) =>
  api<LessonProgress & { msg?: string }>('PUT', `/help/lesson/${id}/progress`, { token, json });

beforeAll(async () => {
  modeller = (await login('modeller@demo.local')).accessToken;
  admin = (await login('admin@demo.local')).accessToken;
});

afterAll(() => closeDynamo());

describe('the lessons of BPMN Schulung (GET /help/lesson)', () => {
  it('lists the committed lessons sorted by number, with title, duration and working links', async () => {
    expect(COMMITTED.length).toBeGreaterThanOrEqual(6);
    const reply = await lessons(modeller);
    expect(reply.status).toBe(200);
    expect(reply.body.lessons.map((lesson) => lesson.id)).toEqual(COMMITTED);
    const [first] = reply.body.lessons;
    if (!first) throw new Error('no lesson listed');
    expect(first).toMatchObject({ number: 1, title: 'Ihr erstes Prozessmodell' });
    expect(first.durationSeconds).toBeGreaterThan(20);

    const video = await fetch(first.videoUrl);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe(EBML_MAGIC);

    const captions = await fetch(first.captionsUrl ?? '');
    expect(captions.status).toBe(200);
    const cues = parseVtt(await captions.text());
    expect(cues.length).toBeGreaterThan(3);
    expect(cues.every((cue) => cue.end <= first.durationSeconds + 0.5)).toBe(true);
    const chapters = parseVtt(await (await fetch(first.chaptersUrl ?? '')).text());
    expect(chapters.length).toBeGreaterThan(1);
  });

  it('lists only lesson files directly below the prefix, numbered as numbers, titled by name without metadata', async () => {
    const listed = await lessons(modeller);
    const endpoint = new URL(listed.body.lessons[0]?.videoUrl ?? '').origin;
    const s3 = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const bucket = new URL(listed.body.lessons[0]?.videoUrl ?? '').pathname.split('/')[1] ?? '';
    const keys = [
      `${LESSONS_PREFIX}9-zwischenschritt.webm`,
      `${LESSONS_PREFIX}10-zusatz.webm`,
      `${LESSONS_PREFIX}10-zusatz.de.vtt`,
      `${LESSONS_PREFIX}entwurf/11-entwurf.webm`,
      `${LESSONS_PREFIX}12-ohne-video.de.vtt`,
      'help/lessons-alt/13-alt.webm',
      `1/${LESSONS_PREFIX}14-mandant.webm`,
    ];
    try {
      for (const Key of keys) {
        await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'WEBVTT\n' }));
      }
      const reply = await lessons(modeller);
      expect(reply.body.lessons.map((lesson) => lesson.id)).toEqual([
        ...COMMITTED,
        '9-zwischenschritt',
        '10-zusatz',
      ]);
      const extra = reply.body.lessons.at(-1);
      expect(extra).toMatchObject({ number: 10, title: 'Zusatz', durationSeconds: 0, chaptersUrl: null });
      expect(extra?.captionsUrl).toContain('10-zusatz.de.vtt');
    } finally {
      await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }),
      );
      s3.destroy();
    }
    expect((await lessons(modeller)).body.lessons.map((lesson) => lesson.id)).toEqual(COMMITTED);
  });

  it('refuses callers without a sign-in', async () => {
    expect((await lessons('')).status).toBe(401);
    expect(
      (await saveProgress('', COMMITTED[0] ?? '', { positionSeconds: 1, watchedPercent: 1 })).status,
    ).toBe(401);
  });
});

describe('progress in a lesson (PUT /help/lesson/{id}/progress)', () => {
  const lesson = () => COMMITTED[1] ?? '';

  it('remembers the position, keeps the largest watched share and completes from 90 %', async () => {
    const first = await saveProgress(modeller, lesson(), { positionSeconds: 12.5, watchedPercent: 40 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ positionSeconds: 12.5, watchedPercent: 40, completed: false });

    const back = await saveProgress(modeller, lesson(), { positionSeconds: 3, watchedPercent: 10 });
    expect(back.body).toEqual({ positionSeconds: 3, watchedPercent: 40, completed: false });
    const listed = (await lessons(modeller)).body.lessons.find((item) => item.id === lesson());
    expect(listed?.progress).toEqual({ positionSeconds: 3, watchedPercent: 40, completed: false });

    const done = await saveProgress(modeller, lesson(), { positionSeconds: 50, watchedPercent: 92 });
    expect(done.body.completed).toBe(true);
  });

  it('stores the progress under the caller’s tenant: another client of the same user starts without it', async () => {
    const saved = await saveProgress(admin, lesson(), { positionSeconds: 20, watchedPercent: 55 });
    expect(saved.status).toBe(200);
    const { Item } = await localDynamo().send(
      new GetCommand({
        TableName: 'prozesspuls',
        Key: { pk: 'T#1', sk: `LESSONPROGRESS#admin@demo.local#${lesson()}` },
      }),
    );
    expect(Item).toMatchObject({ positionSeconds: 20, watchedPercent: 55 });

    expect((await api('POST', '/user/client', { token: admin, json: { clientId: 2 } })).status).toBe(200);
    try {
      const inOther = (await lessons(admin)).body.lessons.find((item) => item.id === lesson());
      expect(inOther?.progress).toBeNull();
    } finally {
      await api('POST', '/user/client', { token: admin, json: { clientId: 1 } });
    }
    const back = (await lessons(admin)).body.lessons.find((item) => item.id === lesson());
    expect(back?.progress).toEqual({ positionSeconds: 20, watchedPercent: 55, completed: false });
  });

  it('answers a lesson that is not published and a bad report with a German 4xx, storing nothing', async () => {
    const missing = await saveProgress(modeller, '99-gibt-es-nicht', {
      positionSeconds: 1,
      watchedPercent: 1,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(LESSON_MESSAGES.notFound);

    const before = (await lessons(modeller)).body.lessons.find((item) => item.id === COMMITTED[2])?.progress;
    const negative = await saveProgress(modeller, COMMITTED[2] ?? '', {
      positionSeconds: -1,
      watchedPercent: 5,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toBe(LESSON_MESSAGES.positionInvalid);
    const tooMuch = await saveProgress(modeller, COMMITTED[2] ?? '', {
      positionSeconds: 1,
      watchedPercent: 101,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toBe(LESSON_MESSAGES.percentInvalid);
    const after = (await lessons(modeller)).body.lessons.find((item) => item.id === COMMITTED[2])?.progress;
    expect(after).toEqual(before);
  });
});
