import * as schemas from '@prozesspuls/shared';
import { pickElements } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Step 1: activities and roles of a released model version. */
export const handler = apiRoute(
  'risk-assessment/putRiskAssessmentByIdElements',
  { path: schemas.riskAssessmentPath, body: schemas.pickRiskElementsRequest },
  async ({ identity, path, body }) => ok(await pickElements(identity, path.id, body, Date.now())),
);
