import { getDb } from '../db.js';
import { allOf, oneOf } from './reads.js';

export interface LessonProgressKey {
  readonly clientId: number;
  readonly userId: string;
  readonly lesson: string;
}

export interface StoredLessonProgress {
  readonly positionSeconds: number;
  readonly watchedPercent: number;
  readonly completed: boolean;
}

/** The user's progress records of every lesson in the client (one Query). */
export async function lessonProgressOfUser(clientId: number, userId: string) {
  const data = await allOf(getDb().entities.lessonProgress.query.byClient({ clientId, userId }));
  // The sort-key prefix of one user id is also the prefix of longer ones; only exact matches count.
  return data.filter((item) => item.userId === userId);
}

/** The user's progress in one lesson, or undefined when none was saved. */
export async function loadLessonProgress(key: LessonProgressKey) {
  return oneOf(getDb().entities.lessonProgress.get(key));
}

/** Stores the user's progress in one lesson (replacing what was stored). */
export async function storeLessonProgress(
  key: LessonProgressKey,
  progress: StoredLessonProgress,
  updatedAt: string,
): Promise<void> {
  await getDb()
    .entities.lessonProgress.put({ ...key, ...progress, updatedAt })
    .go();
}
