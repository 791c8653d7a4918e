import * as schemas from '@prozesspuls/shared';
import { createSurvey } from '../../domain/surveys/createSurvey.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/**
 * 400 with a German message for a past deadline, no questions, a foreign question (a module survey),
 * a question the client is not offered (a manual survey) or an oversize image.
 */
export const handler = apiRoute(
  'surveys/postPxSurvey',
  { body: schemas.createSurveyRequest },
  async ({ identity, body }) => ok(await createSurvey(identity, body, Date.now())),
);
