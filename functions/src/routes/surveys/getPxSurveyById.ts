import * as surveys from '../../domain/surveys/surveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('surveys/getPxSurveyById', { path: idPath }, async ({ identity, path }) =>
  ok(await surveys.getSurvey(identity, path.id)),
);
