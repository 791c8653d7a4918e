import * as schemas from '@prozesspuls/shared';
import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'questions-px/postPxQuestion',
  { body: schemas.createPxQuestionRequest },
  async ({ identity, body }) => ok(await questions.createQuestion(identity, body, Date.now()), 201),
);
