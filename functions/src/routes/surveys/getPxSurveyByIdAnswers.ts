import { customSurveyAnswers } from '../../domain/evaluation/customAnswers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'surveys/getPxSurveyByIdAnswers',
  { path: idPath },
  async ({ identity, path }) => ok(await customSurveyAnswers(identity, path.id)),
);
