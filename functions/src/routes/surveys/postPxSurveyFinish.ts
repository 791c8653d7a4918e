import * as schemas from '@prozesspuls/shared';
import * as lifecycle from '../../domain/surveys/surveyLifecycle.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'surveys/postPxSurveyFinish',
  { body: schemas.finishSurveyRequest },
  async ({ identity, body }) => ok(await lifecycle.finishSurvey(identity, body.surveyId)),
);
