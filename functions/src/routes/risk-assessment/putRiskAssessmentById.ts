import * as schemas from '@prozesspuls/shared';
import { updateRiskAssessment } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Title, scope and the next review date. */
export const handler = apiRoute(
  'risk-assessment/putRiskAssessmentById',
  { path: schemas.riskAssessmentPath, body: schemas.updateRiskAssessmentRequest },
  async ({ identity, path, body }) => ok(await updateRiskAssessment(identity, path.id, body, Date.now())),
);
