import type { Locator } from '@playwright/test';
import { DEMO_USERS, expect, login, test } from './fixtures';

/**
 * 'BPMN Schulung': the recorded lessons (infra/assets/lessons, published by the local
 * cloud) play in the browser with their German captions; the chapter list jumps in the video; the
 * position is kept on the server and restored after a reload; a lesson watched to its end is
 * 'Abgeschlossen'.
 */

/**
 * The part of an HTMLVideoElement these checks read (the test workspace compiles without the DOM
 * library; the functions run in the browser).
 */
interface VideoElement {
  currentTime: number;
  readonly duration: number;
  muted: boolean;
  play(): Promise<void>;
  pause(): void;
  readonly textTracks: ArrayLike<{
    readonly kind: string;
    readonly mode: string;
    readonly activeCues: ArrayLike<unknown> | null;
  }>;
}
const currentTime = (video: Locator) =>
  video.evaluate((node) => (node as unknown as VideoElement).currentTime);

/** The text of the active caption cue, '' while none is shown. */
const activeCaption = (video: Locator) =>
  video.evaluate((node) => {
    const track = Array.from((node as unknown as VideoElement).textTracks).find(
      (candidate) => candidate.kind === 'captions',
    );
    const cue = track?.activeCues?.[0] as { readonly text?: string } | undefined;
    return cue?.text ?? '';
  });

/** Starts playback muted (browsers let muted videos play without a click). */
const play = (video: Locator) =>
  video.evaluate((node) => {
    const element = node as unknown as VideoElement;
    element.muted = true;
    return element.play();
  });

test('a lesson plays with German captions on, and its chapter list jumps in the video', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto('/help?tab=schulung');
  const lessons = page.getByRole('list', { name: 'Lektionen' }).getByTestId('lesson-item');
  await expect(lessons.first()).toContainText('1. Ihr erstes Prozessmodell');
  expect(await lessons.count()).toBeGreaterThanOrEqual(6);
  // Sorted by number: 1., 2., 3. …
  const numbers = (await lessons.allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  const video = page.locator('video');
  await expect(video).toHaveAttribute('aria-label', 'Video: Ihr erstes Prozessmodell');
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'de');
  await expect(track).toHaveAttribute('default', '');
  await expect
    .poll(() =>
      video.evaluate((node) =>
        Array.from((node as unknown as VideoElement).textTracks).map(
          (candidate) => `${candidate.kind}:${candidate.mode}`,
        ),
      ),
    )
    .toContain('captions:showing');

  await play(video);
  await expect.poll(() => currentTime(video)).toBeGreaterThan(1);
  // A cue of the German caption track becomes active while the video plays.
  await expect.poll(() => activeCaption(video)).toMatch(/\p{L}{3,}/u);

  // The chapters, read from the lesson's chapter track, are a list; a click jumps to one.
  const chapters = page.getByRole('list', { name: 'Kapitel' });
  await expect(chapters.getByRole('button')).not.toHaveCount(0);
  await chapters.getByRole('button', { name: /Speichern/ }).click();
  await expect.poll(() => currentTime(video)).toBeGreaterThan(30);
  await expect(chapters.getByRole('button', { name: /Speichern/ })).toHaveAttribute('aria-current', 'step');
  await expect.poll(() => activeCaption(video)).toMatch(/Speichern|Bearbeitung beenden/);
});

test('the player resumes where the member stopped after a reload, and a lesson seen to its end is Abgeschlossen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.admin);
  await page.goto('/help?tab=schulung&lesson=02-elemente-und-nummerierung');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('aria-label', 'Video: Elemente und Nummerierung');
  const item = page.getByTestId('lesson-item').filter({ hasText: 'Elemente und Nummerierung' });
  await expect(item).toContainText('Noch nicht angesehen');

  // The player also saves every few seconds while it plays: the save that counts is the one that
  // carries the position where the video was paused.
  const saves: Array<{ positionSeconds: number; watchedPercent: number }> = [];
  page.on('response', async (response) => {
    if (
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/help/lesson/02-elemente-und-nummerierung/progress')
    ) {
      saves.push((await response.json()) as { positionSeconds: number; watchedPercent: number });
    }
  });
  await play(video);
  await expect.poll(() => currentTime(video)).toBeGreaterThan(4);
  await video.evaluate((node) => (node as unknown as VideoElement).pause());
  const pausedAt = Math.round((await currentTime(video)) * 10) / 10;
  const pauseSave = () => saves.find((save) => save.positionSeconds === pausedAt);
  await expect.poll(() => pauseSave()?.positionSeconds).toBe(pausedAt);
  const progress = pauseSave() ?? { positionSeconds: 0, watchedPercent: 0 };
  // Saved to a tenth of a second: a pause just after 4 s is stored as 4.0.
  expect(progress.positionSeconds).toBeGreaterThanOrEqual(4);
  await expect(item).toContainText(`${Math.floor(progress.watchedPercent)} % gesehen`);

  await page.reload();
  await expect(page.getByTestId('lesson-resumed')).toBeVisible();
  await expect.poll(() => currentTime(video)).toBeCloseTo(progress.positionSeconds, 0);
  await expect(
    page.getByTestId('lesson-item').filter({ hasText: 'Elemente und Nummerierung' }),
  ).toContainText('% gesehen');

  // Watched to the end: the list says 'Abgeschlossen'.
  await video.evaluate((node) => {
    const element = node as unknown as VideoElement;
    element.currentTime = element.duration - 1;
  });
  await play(video);
  await expect(
    page.getByTestId('lesson-item').filter({ hasText: 'Elemente und Nummerierung' }),
  ).toContainText('Abgeschlossen');
});
