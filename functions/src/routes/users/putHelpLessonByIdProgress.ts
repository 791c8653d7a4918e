import { lessonProgressRequest } from '@prozesspuls/shared';
import { saveLessonProgress } from '../../domain/help/lessons.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Where the caller stopped in a lesson and how much of it was watched. */
export const handler = apiRoute(
  'users/putHelpLessonByIdProgress',
  { path: idPath, body: lessonProgressRequest },
  async ({ identity, path, body }) => ok(await saveLessonProgress(identity, path.id, body)),
);
