import * as schemas from '@prozesspuls/shared';
import { createRiskAssessment } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A new risk assessment with the seven GDA steps open. */
export const handler = apiRoute(
  'risk-assessment/postRiskAssessment',
  { body: schemas.createRiskAssessmentRequest },
  async ({ identity, body }) => ok(await createRiskAssessment(identity, body, Date.now())),
);
