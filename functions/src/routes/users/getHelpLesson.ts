import { listLessons } from '../../domain/help/lessons.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The video lessons of 'BPMN Schulung', sorted by number, with the caller's progress. */
export const handler = apiRoute('users/getHelpLesson', async ({ identity }) =>
  ok(await listLessons(identity)),
);
