import * as schemas from '@prozesspuls/shared';
import * as lifecycle from '../../domain/surveys/surveyLifecycle.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'surveys/postPxSurveyResend',
  { body: schemas.resendSurveyRequest },
  async ({ identity, body }) => ok(await lifecycle.resendSurvey(identity, body, Date.now())),
);
