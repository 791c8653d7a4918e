import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

/** Soft delete: the question stays in existing surveys and is no longer offered. */
export const handler = apiRoute(
  'questions-px/deletePxQuestionById',
  { path: idPath },
  async ({ identity, path }) =>
    noContentAfter(questions.deleteQuestion(identity, path.id, false, Date.now())),
);
