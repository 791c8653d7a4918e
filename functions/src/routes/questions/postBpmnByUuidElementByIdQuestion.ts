import * as schemas from '@prozesspuls/shared';
import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'postBpmnByUuidElementByIdQuestion',
  { body: schemas.askQuestionRequest, path: modelElementPath },
  async ({ identity, body, path }) =>
    ok(await questions.askQuestion(identity, path.uuid, path.id, body.questionText, body.assignee)),
);
