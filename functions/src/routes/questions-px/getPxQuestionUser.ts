import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('questions-px/getPxQuestionUser', {}, async ({ identity }) =>
  ok(await questions.listQuestions(identity, questions.ofType('USER'))),
);
