import * as schemas from '@prozesspuls/shared';
import * as processSurveys from '../../domain/surveys/processSurveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The process surveys of a model for the PX overview panel; 404 for a model the caller cannot see. */
export const handler = apiRoute(
  'px-model/getPxSurveyBpmnByUuid',
  { path: schemas.modelSurveysPath },
  async ({ identity, path }) => ok(await processSurveys.listModelProcessSurveys(identity, path.uuid)),
);
