import { sendSurveyRequest } from '@prozesspuls/shared';
import { sendSurvey } from '../../domain/participation/sendSurvey.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** 400 with the specified message (and `invalidEmails`) for malformed addresses; idempotent per recipient. */
export const handler = apiRoute(
  'surveys/postPxSurveySend',
  { body: sendSurveyRequest },
  async ({ identity, body }) => ok(await sendSurvey(identity, body)),
);
