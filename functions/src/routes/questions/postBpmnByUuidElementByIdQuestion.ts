import * as schemas from '@prozesspuls/shared';
import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementOfPath, modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'questions/postBpmnByUuidElementByIdQuestion',
  { body: schemas.askQuestionRequest, path: modelElementPath },
  async ({ identity, body, path }) =>
    ok(await questions.askQuestion(identity, elementOfPath(path), body.questionText, body.assignee)),
);
