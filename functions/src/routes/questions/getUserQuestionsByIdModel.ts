import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'questions/getUserQuestionsByIdModel',
  { path: idPath },
  async ({ identity, path }) => ok(await questions.questionModel(identity, path.id)),
);
