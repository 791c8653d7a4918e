import { parseVtt, type VttCue } from '@prozesspuls/shared/help';
import { NEVER_STALE, useRouteQuery } from '@/lib/api/route-query';
import { helpKeys } from './keys';

/** The chapter list of a lesson: its chapters file (WebVTT, a presigned link) read and parsed. */
async function fetchChapters(url: string, signal: AbortSignal): Promise<VttCue[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error('Die Kapitel der Lektion konnten nicht geladen werden.');
  return parseVtt(await response.text());
}

export function useLessonChapters(lessonId: string, chaptersUrl: string | null) {
  return useRouteQuery(
    helpKeys.chapters(lessonId),
    (signal) => (chaptersUrl ? fetchChapters(chaptersUrl, signal) : Promise.resolve([])),
    NEVER_STALE,
  );
}
