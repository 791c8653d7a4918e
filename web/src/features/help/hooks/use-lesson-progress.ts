import type { Lesson } from '@prozesspuls/shared';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSaveLessonProgress } from '../api/save-lesson-progress';
import { resumePosition, watchedPercentAt } from '../utils/lesson-progress';

/** While a lesson plays, its position is saved at most this often (and on every pause and at the end). */
const SAVE_EVERY_MS = 5_000;

/**
 * Keeps the server's record of a lesson in step with the player: resumes at the stored position
 * when the video's length is known, remembers the furthest point reached (the watched share), and
 * saves while playing, on pause, at the end and when the player closes.
 */
export function useLessonProgress(lesson: Lesson, video: RefObject<HTMLVideoElement | null>) {
  const { mutate } = useSaveLessonProgress();
  // The progress as it was when the player opened; later saves update the list, not the resume point.
  const initial = useRef(lesson.progress);
  const furthest = useRef(lesson.progress?.watchedPercent ?? 0);
  const lastSaved = useRef({ at: 0, position: lesson.progress?.positionSeconds ?? 0 });
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [currentTime, setCurrentTime] = useState(0);

  const save = useCallback(
    (position: number) => {
      const element = video.current;
      if (!element) return;
      const rounded = Math.round(position * 10) / 10;
      if (rounded === lastSaved.current.position && lastSaved.current.at > 0) return;
      lastSaved.current = { at: Date.now(), position: rounded };
      mutate({ lessonId: lesson.id, positionSeconds: rounded, watchedPercent: furthest.current });
    },
    [lesson.id, mutate, video],
  );

  const onLoadedMetadata = useCallback(() => {
    const element = video.current;
    if (!element) return;
    const start = resumePosition(initial.current, element.duration);
    if (start > 0) {
      element.currentTime = start;
      setResumedAt(start);
    }
  }, [video]);

  const onTimeUpdate = useCallback(() => {
    const element = video.current;
    if (!element) return;
    setCurrentTime(element.currentTime);
    furthest.current = Math.max(furthest.current, watchedPercentAt(element.currentTime, element.duration));
    if (!element.paused && Date.now() - lastSaved.current.at >= SAVE_EVERY_MS) save(element.currentTime);
  }, [save, video]);

  const onPause = useCallback(() => {
    const element = video.current;
    if (element && !element.ended) save(element.currentTime);
  }, [save, video]);

  const onEnded = useCallback(() => {
    const element = video.current;
    if (!element) return;
    furthest.current = 100;
    save(element.duration);
  }, [save, video]);

  // Switching to another lesson or leaving the tab keeps the place reached in this one.
  useEffect(() => {
    const element = video.current;
    return () => {
      if (element && element.currentTime > 0 && !element.ended) save(element.currentTime);
    };
  }, [save, video]);

  return { onLoadedMetadata, onTimeUpdate, onPause, onEnded, resumedAt, currentTime };
}
