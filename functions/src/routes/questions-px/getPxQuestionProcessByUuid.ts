import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** The process questions about element kinds that occur in the model. */
export const handler = apiRoute(
  'questions-px/getPxQuestionProcessByUuid',
  { path: modelPath },
  async ({ identity, path }) => ok(await questions.processQuestionsOfModel(identity, path.uuid)),
);
