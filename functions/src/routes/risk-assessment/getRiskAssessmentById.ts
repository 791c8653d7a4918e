import * as schemas from '@prozesspuls/shared';
import { getAssessment } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'risk-assessment/getRiskAssessmentById',
  { path: schemas.riskAssessmentPath },
  async ({ identity, path }) => ok(await getAssessment(identity, path.id, Date.now())),
);
