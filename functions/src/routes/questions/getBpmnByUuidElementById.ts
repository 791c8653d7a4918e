import * as questions from '../../domain/questions/questions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementOfPath, modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'questions/getBpmnByUuidElementById',
  { path: modelElementPath },
  async ({ identity, path }) => ok(await questions.questionsOfElement(identity, elementOfPath(path))),
);
