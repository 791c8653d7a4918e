/**
 * The video lessons of the help centre's 'BPMN Schulung' tab ("video lessons, webm,
 * sorted by number, from a remote directory listing"). The lessons are files below one storage
 * prefix, named `<number>-<slug>` with one file per part:
 *
 * - `<name>.webm`         the video (required; a name without it is no lesson)
 * - `<name>.de.vtt`       German captions
 * - `<name>.chapters.vtt` the chapter list
 * - `<name>.json`         title, summary and duration ({@link LessonMeta})
 */

/** The storage prefix every lesson file sits below (documents bucket; not tenant-owned). */
export const LESSONS_PREFIX = 'help/lessons/';

/** A lesson's name: its number, a dash and a lower-case slug (`03-kommentare-und-fragen`). */
export const LESSON_NAME = /^(\d{1,3})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

const PARTS = {
  video: '.webm',
  captions: '.de.vtt',
  chapters: '.chapters.vtt',
  meta: '.json',
} as const;
export type LessonPart = keyof typeof PARTS;

/** The file name of one part of lesson `name`. */
export const lessonFile = (name: string, part: LessonPart) => `${name}${PARTS[part]}`;

/** What the recording script knows about a lesson and writes next to its video. */
export interface LessonMeta {
  readonly title: string;
  readonly summary: string;
  /** Length of the video in seconds. */
  readonly durationSeconds: number;
}

/** One lesson found in a listing: the object keys of the parts that exist. */
export interface ListedLesson {
  readonly name: string;
  readonly number: number;
  readonly keys: Readonly<Partial<Record<LessonPart, string>>>;
}

/** Which part of which lesson a file name is, or undefined for files that are no lesson part. */
function partOf(fileName: string): { name: string; part: LessonPart } | undefined {
  // Longest suffix first: '.de.vtt' and '.chapters.vtt' before a bare name.
  for (const part of ['captions', 'chapters', 'video', 'meta'] as const) {
    const suffix = PARTS[part];
    if (!fileName.endsWith(suffix)) continue;
    const name = fileName.slice(0, -suffix.length);
    return LESSON_NAME.test(name) ? { name, part } : undefined;
  }
  return undefined;
}

/**
 * The lessons of a directory listing: object keys directly below `prefix` grouped by lesson,
 * only names that have a video, sorted by their number as a number (9 before 10), then by name.
 * Keys outside the prefix or in sub-folders of it are not lessons.
 */
export function lessonsFromListing(keys: readonly string[], prefix: string = LESSONS_PREFIX): ListedLesson[] {
  const found = new Map<string, Partial<Record<LessonPart, string>>>();
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const fileName = key.slice(prefix.length);
    if (fileName.includes('/')) continue;
    const part = partOf(fileName);
    if (!part) continue;
    found.set(part.name, { ...found.get(part.name), [part.part]: key });
  }
  return [...found]
    .filter(([, parts]) => parts.video !== undefined)
    .map(([name, parts]) => ({ name, number: Number(LESSON_NAME.exec(name)?.[1]), keys: parts }))
    .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

/** A title for a lesson without metadata, from its slug: '02-elemente-und-nummern' → 'Elemente und nummern'. */
export function titleFromLessonName(name: string): string {
  const slug = LESSON_NAME.exec(name)?.[2] ?? name;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** From this share of a lesson watched on, it counts as 'Abgeschlossen'. */
export const LESSON_COMPLETE_PERCENT = 90;

/**
 * The progress after a new report: the watched share never shrinks (watching the start again
 * does not undo having seen the end), and a completed lesson stays completed.
 */
export function mergeLessonProgress(
  stored: { readonly watchedPercent: number } | undefined,
  reported: { readonly positionSeconds: number; readonly watchedPercent: number },
): { positionSeconds: number; watchedPercent: number; completed: boolean } {
  const watchedPercent = Math.max(stored?.watchedPercent ?? 0, Math.min(100, reported.watchedPercent));
  return {
    positionSeconds: reported.positionSeconds,
    watchedPercent,
    completed: watchedPercent >= LESSON_COMPLETE_PERCENT,
  };
}

export const LESSON_MESSAGES = {
  /** 'Failed to fetch directory listing', in German. */
  listingFailed: 'Das Verzeichnis der Lektionen konnte nicht geladen werden.',
  notFound: 'Diese Lektion gibt es nicht.',
  positionInvalid: 'Die Position muss eine Zahl von Sekunden ab 0 sein.',
  percentInvalid: 'Der gesehene Anteil muss zwischen 0 und 100 Prozent liegen.',
} as const;
