import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('getUserQuestions', async ({ identity }) =>
  ok(await questions.myOpenQuestions(identity)),
);
