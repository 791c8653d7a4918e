import * as schemas from '@prozesspuls/shared';
import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'questions/postBpmnQuestionByIdAnswer',
  { body: schemas.answerQuestionRequest, path: idPath },
  async ({ identity, body, path }) => ok(await questions.answerQuestion(identity, path.id, body)),
);
