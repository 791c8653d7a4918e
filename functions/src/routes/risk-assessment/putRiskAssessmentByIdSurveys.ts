import * as schemas from '@prozesspuls/shared';
import { linkSurveys } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Steps 2 and 6: the surveys of the baseline and of the effect check. */
export const handler = apiRoute(
  'risk-assessment/putRiskAssessmentByIdSurveys',
  { path: schemas.riskAssessmentPath, body: schemas.linkRiskSurveysRequest },
  async ({ identity, path, body }) => ok(await linkSurveys(identity, path.id, body, Date.now())),
);
