import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('questions/getUserQuestions', async ({ identity }) =>
  ok(await questions.myOpenQuestions(identity)),
);
