import type { LessonList, LessonProgress } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { helpKeys } from './keys';

export interface LessonProgressReport {
  readonly lessonId: string;
  readonly positionSeconds: number;
  readonly watchedPercent: number;
}

/** PUT /api/help/lesson/{id}/progress — where the member stopped and how much was watched. */
export function saveLessonProgress(report: LessonProgressReport): Promise<LessonProgress> {
  return api('putHelpLessonByIdProgress', {
    path: { id: report.lessonId },
    body: { positionSeconds: report.positionSeconds, watchedPercent: report.watchedPercent },
  });
}

/** Saves the progress and writes the answer into the lesson list, keeping its signed links. */
export function useSaveLessonProgress() {
  return useCacheUpdatingMutation(saveLessonProgress, (queryClient, progress, report) =>
    queryClient.setQueryData<LessonList>(helpKeys.lessons(), (list) =>
      list
        ? {
            lessons: list.lessons.map((lesson) =>
              lesson.id === report.lessonId ? { ...lesson, progress } : lesson,
            ),
          }
        : list,
    ),
  );
}
