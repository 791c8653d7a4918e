import * as schemas from '@prozesspuls/shared';
import * as surveys from '../../domain/surveys/surveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'surveys/postPxSurveyArchive',
  { body: schemas.archiveSurveyRequest },
  async ({ identity, body }) => ok(await surveys.setSurveyArchived(identity, body.surveyId, body.archived)),
);
