import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lessonFile, lessonsFromListing, parseVtt } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';

/**
 * The media `npm run docs:media` records are committed (CI does not record): every lesson has its
 * video, German captions, chapters and metadata, the video is a WebM of at most 2 MB, the tracks
 * are WebVTT whose cues lie within the video; every handbook chapter has its screenshot.
 */
const LESSONS = resolve(import.meta.dirname, '../../infra/assets/lessons');
const HANDBOOK_IMAGES = resolve(import.meta.dirname, '../../web/public/handbook');
/** The chapter ids of web/src/config/handbook.ts (HANDBOOK_CHAPTERS), read from its source. */
const CHAPTER_IDS = [
  ...readFileSync(resolve(import.meta.dirname, '../../web/src/config/handbook.ts'), 'utf8').matchAll(
    /\{ id: '([a-z]+)', title: /g,
  ),
].map((match) => match[1] ?? '');
const files = readdirSync(LESSONS);
const lessons = lessonsFromListing(files.map((name) => `help/lessons/${name}`));

describe('committed video lessons', () => {
  it('are at least six, each file a part of a lesson', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(6);
    const parts = lessons.flatMap((lesson) => Object.values(lesson.keys).map((key) => key.split('/').at(-1)));
    expect([...files].sort()).toEqual([...parts].sort());
  });

  it.each(lessons.map((lesson) => [lesson.name]))(
    '%s has a small WebM, captions, chapters and metadata',
    (name) => {
      const video = readFileSync(join(LESSONS, lessonFile(name, 'video')));
      expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(video.length).toBeLessThanOrEqual(2 * 1024 * 1024);

      const meta = JSON.parse(readFileSync(join(LESSONS, lessonFile(name, 'meta')), 'utf8')) as {
        title: string;
        durationSeconds: number;
      };
      expect(meta.title.length).toBeGreaterThan(0);
      expect(meta.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(meta.durationSeconds).toBeLessThanOrEqual(90);

      for (const part of ['captions', 'chapters'] as const) {
        const cues = parseVtt(readFileSync(join(LESSONS, lessonFile(name, part)), 'utf8'));
        expect(cues.length).toBeGreaterThan(1);
        expect(cues.every((cue) => cue.start < cue.end && cue.end <= meta.durationSeconds + 0.5)).toBe(true);
      }
    },
  );
});

describe('handbook screenshots', () => {
  it('are nine, one per chapter', () => {
    expect(CHAPTER_IDS).toHaveLength(9);
  });

  it.each(CHAPTER_IDS.map((id) => [id]))('chapter %s has its PNG', (id) => {
    const png = readFileSync(join(HANDBOOK_IMAGES, `${id}.png`));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });
});
