import * as schemas from '@prozesspuls/shared';
import * as surveys from '../../domain/surveys/surveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'surveys/getPxSurveyModuleByModule',
  { path: schemas.surveyModulePath },
  async ({ identity, path }) => ok(await surveys.listSurveysOfModule(identity, path.module)),
);
