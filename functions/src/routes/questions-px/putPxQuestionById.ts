import * as schemas from '@prozesspuls/shared';
import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Edits an own question; one a sent survey asks gets a new version (a new id in the answer). */
export const handler = apiRoute(
  'questions-px/putPxQuestionById',
  { body: schemas.updatePxQuestionRequest, path: idPath },
  async ({ identity, body, path }) => ok(await questions.updateQuestion(identity, path.id, body, Date.now())),
);
