import * as schemas from '@prozesspuls/shared';
import { resendSurvey } from '../../domain/surveys/resendSurvey.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'surveys/postPxSurveyResend',
  { body: schemas.resendSurveyRequest },
  async ({ identity, body }) => ok(await resendSurvey(identity, body, Date.now())),
);
