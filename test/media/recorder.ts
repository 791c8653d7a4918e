import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { cuesFromSteps, type LessonMeta, lessonFile, writeVtt } from '@prozesspuls/shared/help';

/** Where the lessons are committed; the local cloud and infra publish them from here. */
export const LESSONS_DIR = resolve(import.meta.dirname, '../../infra/assets/lessons');
/** Where the handbook's pictures are committed; the SPA serves them as `/handbook/<name>.png`. */
export const HANDBOOK_IMAGES_DIR = resolve(import.meta.dirname, '../../web/public/handbook');

const VIEWPORT = { width: 1280, height: 720 };
/** Frames per second of a lesson: the UI changes in steps, 10 frames a second show every one. */
const LESSON_FPS = 10;

export interface LessonScript {
  /** File name without extension: '<number>-<slug>' (LESSON_NAME). */
  readonly name: string;
  readonly title: string;
  readonly summary: string;
}

interface Step {
  readonly at: number;
  readonly text: string;
}

/**
 * One lesson being recorded: a fresh browser context with video on, signed in through the storage
 * state of an earlier login (so the lesson starts in the product, not at the login form). Caption
 * and chapter times are taken from the clock while the script runs, relative to the moment the
 * page (and with it the video) started.
 */
export class LessonRecording {
  private readonly steps: Step[] = [];
  private readonly chapters: Step[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly script: LessonScript,
    private readonly rawDir: string,
    private readonly startedAt: number,
  ) {}

  static async start(
    browser: Browser,
    baseURL: string,
    storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
    script: LessonScript,
  ): Promise<LessonRecording> {
    const rawDir = resolve(import.meta.dirname, 'test-results', 'raw', script.name);
    rmSync(rawDir, { recursive: true, force: true });
    const context = await browser.newContext({
      baseURL,
      locale: 'de-DE',
      viewport: VIEWPORT,
      storageState,
      recordVideo: { dir: rawDir, size: VIEWPORT },
    });
    const page = await context.newPage();
    return new LessonRecording(context, page, script, rawDir, Date.now());
  }

  private now(): number {
    return (Date.now() - this.startedAt) / 1000;
  }

  /** A new chapter begins with the next step. */
  chapter(title: string): void {
    this.chapters.push({ at: this.now(), text: title });
  }

  /**
   * Shows `text` as the caption from now on and performs `action`. The caption stays up for at
   * least the time it takes to read it: a viewer needs that pause, the product does not.
   */
  async step(text: string, action?: () => Promise<void>): Promise<void> {
    const at = this.now();
    this.steps.push({ at, text });
    if (action) await action();
    const readingMs = Math.max(2500, text.length * 60);
    const left = readingMs - (Date.now() - (this.startedAt + at * 1000));
    if (left > 0) await this.page.waitForTimeout(left);
  }

  /**
   * Ends the recording: the raw video is re-encoded (VP9, LESSON_FPS, no sound) into the lessons
   * folder, and the captions, chapters and metadata are written beside it.
   */
  async finish(): Promise<void> {
    const video = this.page.video();
    await this.context.close();
    if (!video) throw new Error('Das Video wurde nicht aufgezeichnet (recordVideo fehlt).');
    const raw = await video.path();
    mkdirSync(LESSONS_DIR, { recursive: true });
    const target = join(LESSONS_DIR, lessonFile(this.script.name, 'video'));
    execFileSync(
      'ffmpeg',
      [
        ...['-y', '-loglevel', 'error', '-i', raw, '-an'],
        ...['-vf', `fps=${LESSON_FPS}`, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40'],
        ...['-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-g', String(LESSON_FPS * 10)],
        target,
      ],
      { stdio: 'inherit' },
    );
    const duration = Number(
      execFileSync('ffprobe', [
        ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', target],
      ])
        .toString()
        .trim(),
    );
    if (!(duration > 0)) throw new Error(`${target}: keine Länge lesbar`);
    const end = Math.max(duration, (this.steps.at(-1)?.at ?? 0) + 0.5);
    writeFileSync(
      join(LESSONS_DIR, lessonFile(this.script.name, 'captions')),
      writeVtt(cuesFromSteps(this.steps, end)),
    );
    writeFileSync(
      join(LESSONS_DIR, lessonFile(this.script.name, 'chapters')),
      writeVtt(cuesFromSteps(this.chapters, end)),
    );
    const meta: LessonMeta = {
      title: this.script.title,
      summary: this.script.summary,
      durationSeconds: Math.round(duration * 10) / 10,
    };
    writeFileSync(
      join(LESSONS_DIR, lessonFile(this.script.name, 'meta')),
      `${JSON.stringify(meta, null, 2)}\n`,
    );
    rmSync(this.rawDir, { recursive: true, force: true });
  }
}
