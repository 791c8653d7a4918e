import type { LessonProgress } from '@prozesspuls/shared';

/** A lesson's length or a position as the player shows it: '0:42', '1:05', '12:00'. */
export function formatLessonTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What the list says about a lesson's progress. */
export function progressLabel(progress: LessonProgress | null): string {
  if (!progress || progress.watchedPercent <= 0) return 'Noch nicht angesehen';
  if (progress.completed) return 'Abgeschlossen';
  return `${Math.floor(progress.watchedPercent)} % gesehen`;
}

/** Seconds before the end within which a stored position counts as "watched to the end". */
const END_MARGIN_SECONDS = 3;

/**
 * Where the player starts: at the stored position, unless there is none or it lies at the very
 * end (a lesson watched to its end starts again from the beginning).
 */
export function resumePosition(progress: LessonProgress | null, durationSeconds: number): number {
  const position = progress?.positionSeconds ?? 0;
  if (position <= 0 || !Number.isFinite(durationSeconds)) return 0;
  return position >= durationSeconds - END_MARGIN_SECONDS ? 0 : position;
}

/** The share of a lesson up to `seconds`, 0 to 100, rounded to one decimal. */
export function watchedPercentAt(seconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0) || !Number.isFinite(durationSeconds)) return 0;
  return Math.min(100, Math.round((seconds / durationSeconds) * 1000) / 10);
}
