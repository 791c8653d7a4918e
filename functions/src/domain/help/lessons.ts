import {
  LESSON_MESSAGES,
  LESSON_NAME,
  LESSONS_PREFIX,
  type Lesson,
  type LessonList,
  type LessonProgress,
  type ListedLesson,
  lessonFile,
  lessonsFromListing,
  mergeLessonProgress,
  titleFromLessonName,
} from '@prozesspuls/shared';
import * as z from 'zod/mini';
import {
  lessonFileExists,
  listLessonKeys,
  presignLessonFile,
  readLessonText,
} from '../../adapters/lessonStorage.js';
import { logger } from '../../adapters/logger.js';
import {
  lessonProgressOfUser,
  loadLessonProgress,
  storeLessonProgress,
} from '../../data/repositories/lessonProgress.js';
import { NotFound, UpstreamFailed } from '../errors.js';
import type { Identity } from '../identity.js';

/** The metadata file the recording script writes next to a lesson's video. */
const lessonMetaFile = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  summary: z._default(z.string().check(z.maxLength(1000)), ''),
  durationSeconds: z._default(z.number().check(z.gte(0), z.lte(86_400)), 0),
});

/** The lessons below the prefix; a listing that fails answers 'Failed to fetch directory listing', in German. */
async function listedLessons(): Promise<ListedLesson[]> {
  try {
    return lessonsFromListing(await listLessonKeys(LESSONS_PREFIX));
  } catch (error) {
    logger.error('lesson listing failed', { error });
    throw new UpstreamFailed(LESSON_MESSAGES.listingFailed);
  }
}

/** Title, summary and duration from the lesson's metadata; a missing or broken file falls back to the name. */
async function metaOf(lesson: ListedLesson): Promise<z.output<typeof lessonMetaFile>> {
  const fallback = { title: titleFromLessonName(lesson.name), summary: '', durationSeconds: 0 };
  if (!lesson.keys.meta) return fallback;
  const text = await readLessonText(lesson.keys.meta);
  if (text === undefined) return fallback;
  try {
    const parsed = lessonMetaFile.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: logged below like a file of the wrong shape.
  }
  logger.warn('lesson metadata unreadable, title from the file name', { lesson: lesson.name });
  return fallback;
}

/** The caller's progress in every lesson, from the caller's current client (one Query). */
async function progressOf(caller: Identity): Promise<Map<string, LessonProgress>> {
  const stored = await lessonProgressOfUser(caller.clientId, caller.userId);
  return new Map(
    stored.map((item) => [
      item.lesson,
      {
        positionSeconds: item.positionSeconds,
        watchedPercent: item.watchedPercent,
        completed: item.completed,
      },
    ]),
  );
}

/** GET /help/lesson: the lessons sorted by number, with links to their files and the caller's progress. */
export async function listLessons(caller: Identity): Promise<LessonList> {
  const [listed, progress] = await Promise.all([listedLessons(), progressOf(caller)]);
  const lessons = await Promise.all(
    listed.map(async (lesson): Promise<Lesson> => {
      const { video, captions, chapters } = lesson.keys;
      const [meta, videoUrl, captionsUrl, chaptersUrl] = await Promise.all([
        metaOf(lesson),
        presignLessonFile(video ?? '', 'video/webm'),
        captions ? presignLessonFile(captions, 'text/vtt; charset=utf-8') : null,
        chapters ? presignLessonFile(chapters, 'text/vtt; charset=utf-8') : null,
      ]);
      return {
        id: lesson.name,
        number: lesson.number,
        ...meta,
        videoUrl,
        captionsUrl,
        chaptersUrl,
        progress: progress.get(lesson.name) ?? null,
      };
    }),
  );
  return { lessons };
}

/**
 * PUT /help/lesson/{id}/progress: stores where the caller stopped in a published lesson. The
 * watched share only grows (mergeLessonProgress); the item belongs to the caller in the current
 * client. Reports come from one user's own player, one after another, so no write can race another
 * user's; two tabs of the same user simply keep the later position.
 */
export async function saveLessonProgress(
  caller: Identity,
  lesson: string,
  reported: { readonly positionSeconds: number; readonly watchedPercent: number },
): Promise<LessonProgress> {
  // A lesson is published when its video is there: one HEAD, not a listing per saved position.
  const published =
    LESSON_NAME.test(lesson) && (await lessonFileExists(`${LESSONS_PREFIX}${lessonFile(lesson, 'video')}`));
  if (!published) throw new NotFound(LESSON_MESSAGES.notFound);
  const key = { clientId: caller.clientId, userId: caller.userId, lesson };
  const stored = await loadLessonProgress(key);
  const next = mergeLessonProgress(stored, reported);
  await storeLessonProgress(key, next, new Date().toISOString());
  return next;
}
